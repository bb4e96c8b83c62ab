/** A LIKE pattern matching `search` anywhere, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
