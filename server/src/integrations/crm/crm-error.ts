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
