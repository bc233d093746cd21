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
