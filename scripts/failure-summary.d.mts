/** See failure-summary.mjs: a failed test's first line and, for a Playwright timeout, the locator it waited for. */
export function failureSummary(message: unknown, width?: number): string;
