import { MESSAGES } from '@portal/common/errors';
import { AppError } from '../../errors.js';

/**
 * A CRM call that failed. Users see one answer whatever the cause (CRM_UNAVAILABLE, "Something went wrong syncing
 * with 365, try again later"); `retryable` tells a job runner whether trying again later can help: yes for a network
 * failure, a timeout, 5xx, 408, 429, 401 and a failed token request (an outage, throttling, or credentials an operator
 * renews); no for the other 4xx (the CRM refused this request as it is: a bad attribute, a missing privilege).
 */
export class CrmError extends AppError {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly extra: {
      /** The Web API's (or the token endpoint's) HTTP status; null when none answered. */
      status?: number | null;
      /** From a 429's Retry-After header: how long Dynamics asks callers to wait. */
      retryAfterSeconds?: number | null;
      cause?: unknown;
    } = {},
  ) {
    super('CRM_UNAVAILABLE', MESSAGES.crmUnavailable);
    // What is logged for a 5xx: the request and what went wrong, with the underlying failure beneath.
    (this as { cause?: unknown }).cause = new Error(reason, extra.cause === undefined ? undefined : { cause: extra.cause });
  }

  get status(): number | null {
    return this.extra.status ?? null;
  }
}

/** Whether a failed CRM call may succeed if tried again (a job retries it) or never will as it is (dead letter). */
export function isRetryableCrmError(err: unknown): boolean {
  return err instanceof CrmError && err.retryable;
}

/** Whether an HTTP status of the Web API or the token endpoint is worth retrying. */
export const isRetryableStatus = (status: number): boolean => status >= 500 || status === 401 || status === 408 || status === 429;

/**
 * The CRM refused a value the caller sent through unchanged (the paging token of the opportunities page): the
 * caller's mistake, answered as BAD_USER_INPUT (400) with the CRM's own reason on that field. Not a CrmError, so no
 * job retries it and it is not reported as the CRM failing. Refusals of what the portal itself built, and 401/403
 * (the portal's own credentials), stay CrmError.
 */
export class CrmInputError extends AppError {
  constructor(
    readonly field: string,
    readonly crmReason: string,
    readonly status: number,
  ) {
    super('BAD_USER_INPUT', `365 refused the ${field}: ${crmReason}`, { fieldErrors: { [field]: crmReason }, detail: crmReason });
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Longest CRM reason passed on to a caller. */
const REASON_MAX = 300;

/** The reason in a Web API error body (`{"error":{"message":…}}`, else its text), on one line and short. */
export function crmReasonOf(body: string): string {
  let reason = body;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') reason = parsed.error.message;
  } catch {
    /* not JSON: the text as it is */
  }
  reason = reason.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (!reason) return 'no reason given';
  return reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX - 1)}…` : reason;
}
