import { AppError } from './errors.js';

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/**
 * The path of the first NUL character (U+0000) in a value ('' for the value itself), or null when there
 * is none. PostgreSQL stores no NUL in text or jsonb and fails the whole query, so input holding one is
 * refused up front. Object keys count (they can end up as jsonb keys); only strings, arrays and plain
 * objects are searched (an upload is not text). Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(path, String(i))]);
    } else if (v !== null && typeof v === 'object' && isPlainObject(v)) {
      const entries = Object.entries(v);
      for (const [key] of entries) if (key.includes('\0')) return join(path, key);
      for (const [key, child] of entries.toReversed()) stack.push([child, join(path, key)]);
    }
  }
  return null;
}

/** Throws BAD_USER_INPUT when `value` holds a NUL character; `where` names the part of the request for `detail`. */
export function refuseNul(value: unknown, where: (path: string) => string): void {
  const path = findNul(value);
  if (path !== null) throw new AppError('BAD_USER_INPUT', NUL_MESSAGE, { detail: `Remove it from ${where(path)}.` });
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** Parsed JSON and form bodies are plain objects; Node's query-string parser makes them without a prototype. */
function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
