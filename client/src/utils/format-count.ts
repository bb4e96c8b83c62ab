/**
 * A count as en-US writes it ("1,234,567"), without `Intl`: a page's first `Intl` object, and a first
 * `Number#toLocaleString`, loads ICU's locale data, 100 to 300 ms of a phone's main thread, which the
 * dashboard's cards would pay in the task that draws the page's largest paint. Anything but a safe integer
 * goes to `toLocaleString`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
