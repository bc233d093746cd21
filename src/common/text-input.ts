import { DomainError } from './errors';

/**
 * What every string a client sends must be: well-formed Unicode without NUL characters. PostgreSQL refuses
 * NUL in text and `\u0000` and lone surrogates in JSON, so such a string would fail deep inside a write
 * (a 500) instead of at the edge, where the field can be named.
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  // In a `u` regex a surrogate pair is one code point, so \p{Cs} matches only a lone surrogate.
  if (/\p{Cs}/u.test(value)) return 'must be well-formed Unicode text (no lone surrogates)';
  return null;
}

/**
 * A required free text (a chat message, a report's reason): trimmed, then 1 to `max` characters (code
 * points) of well-formed text; BAD_USER_INPUT naming `field` otherwise.
 */
export function requiredText(field: string, value: unknown, max: number): string {
  const problem = (why: string): DomainError => new DomainError({ code: 'BAD_USER_INPUT', fields: { [field]: [why] } });
  if (typeof value !== 'string') throw problem('must be a string');
  const trimmed = value.trim();
  const bad = textProblem(trimmed);
  if (bad) throw problem(bad);
  if (trimmed.length === 0) throw problem('must not be empty');
  if ([...trimmed].length > max) throw problem(`must be at most ${max} characters`);
  return trimmed;
}

/** Field path → problem for every bad string in a (parsed JSON-like) value, walked to a bounded depth. */
export function badTextFields(value: unknown, path: string, depth = 0): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const visit = (v: unknown, at: string, level: number): void => {
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) found[at || 'input'] = [problem];
    } else if (Array.isArray(v)) {
      if (level < 8) v.forEach((item, i) => visit(item, `${at}[${i}]`, level + 1));
    } else if (v !== null && typeof v === 'object' && level < 8) {
      for (const [key, item] of Object.entries(v)) visit(item, at ? `${at}.${key}` : key, level + 1);
    }
  };
  visit(value, path, depth);
  return found;
}
