/**
 * A value made on its first use, then kept. For the `Intl` formatters a module would otherwise make when it
 * loads: the first `Intl` object of a page loads ICU's locale data, 100 to 300 ms of a phone's main thread
 * (Chromium at 4x CPU throttling), which a screen that formats nothing should not pay while it first draws.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
