import { DomainError } from './errors';

/**
 * The deepest nesting of arrays and objects a request body or GraphQL variables may have. Every input the
 * API takes nests at most about six levels (a GraphQL body → variables → input → time control → list);
 * class-transformer and class-validator walk inputs recursively and overflowed the stack at a few thousand
 * levels (a 500 and an ERROR log line, issue 27 P1), so anything deeper is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 16;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether raw JSON text (UTF-8) nests arrays and objects deeper than `max`: one pass over the bytes, no
 * recursion and no parse, brackets inside strings skipped. In UTF-8 these ASCII bytes never occur inside a
 * multi-byte character. Malformed text is the parser's to refuse; this only counts.
 */
export function jsonTextNestsDeeperThan(text: Uint8Array, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/** The same for a value already parsed (graphql-ws messages): an explicit stack, so no recursion either. */
export function valueNestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) stack.push([item, depth + 1]);
  }
  return false;
}

/** BAD_USER_INPUT naming `field` (`body`, `variables`). */
export function tooDeep(field: string, max: number = MAX_JSON_DEPTH): DomainError {
  return new DomainError(
    { code: 'BAD_USER_INPUT', fields: { [field]: [`must not nest arrays and objects more than ${max} levels deep`] } },
    `Input nested too deep: at most ${max} levels of arrays and objects`,
  );
}

/**
 * body-parser's `verify` hook for JSON bodies: runs on the raw bytes before JSON.parse, so a deep body
 * is refused (400 BAD_USER_INPUT through the exception filter) before anything walks it.
 */
export function refuseDeepJson(_request: unknown, _response: unknown, body: Buffer): void {
  // body-parser answers a throwing verify hook with the error's own status, else 403.
  if (jsonTextNestsDeeperThan(body)) throw Object.assign(tooDeep('body'), { status: 400 });
}
