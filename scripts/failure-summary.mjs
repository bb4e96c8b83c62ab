// One failed test's reason for the summary at the end of `npm test`: the message's first line and, for a Playwright
// action or wait that ran out of time, what its call log says it was waiting for (the first "waiting for ..." line, the
// locator) and the last thing it saw, so a flaky browser spec can be pinned from the CI log alone.

// Playwright greys its call log with ANSI codes (the reporters keep them).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** `message`: a vitest JSON report's failure message (message and stack). One or two lines, each at most `width` long. */
export function failureSummary(message, width = 300) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n');
  const first = (lines[0] ?? '').slice(0, width);
  // A test that ran past its timeout: vitest's JSON report keeps only the stack of the error it made when the test
  // was declared (the message "Test timed out in N ms" is in the console only); its first frame in a test file says where.
  if (first === 'Error: STACK_TRACE_ERROR') {
    const at = lines.find((l) => /\.(test|e2e)\.[cm]?[jt]sx?:\d+/.test(l) && !l.includes('node_modules'));
    return `the test ran past its timeout${at ? ` (declared ${at.trim()})` : ''}`.slice(0, width);
  }
  const start = lines.findIndex((l) => l.trim() === 'Call log:');
  if (start < 0) return first;
  // The call log's lines are "- ..." and "N × ..."; it ends at a blank line or the stack.
  const log = [];
  for (const line of lines.slice(start + 1)) {
    const entry = line.trim();
    if (!/^(- |\d+ × )/.test(entry)) break;
    log.push(entry.replace(/^- /, ''));
  }
  const waiting = log.find((l) => l.startsWith('waiting for '));
  if (!waiting) return first;
  const last = log.at(-1);
  return `${first}\n    ${`${waiting}${last !== waiting ? ` ... last: ${last}` : ''}`.slice(0, width)}`;
}
