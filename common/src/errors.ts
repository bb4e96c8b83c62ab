/**
 * Error codes the API answers with, in GraphQL `extensions.code` and in REST `type`.
 * The client switches on these; the server maps each to an HTTP status in one place.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'INVALID_JWT',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_INACTIVE',
  'ACCOUNT_NOT_APPROVED',
  'INVALID_RESET_TOKEN',
  'TOO_MANY_REQUESTS',
  'CONFLICT',
  /** The request body stopped arriving (a stalled upload): HTTP 408. */
  'REQUEST_TIMEOUT',
  'INTERNAL_SERVER_ERROR',
  /** The CRM (Dynamics 365) did not answer as expected. */
  'CRM_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level validation errors: field path -> message. */
export type FieldErrors = Record<string, string>;

export const MESSAGES = {
  loginFailed: 'Sorry! Login failed. Click cancel to re-login or reach out to the team.',
  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'Your account is inactive. Please reach out to the team.',
  accountNotApproved: 'Your account is awaiting approval. You will be able to log in once an administrator approves it.',
  accountRejected: 'Your account request was not approved. Please reach out to the team.',
  invalidJwt: 'Invalid JWT token',
  unauthenticated: 'Your session has ended. Please log in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  tooManyLogins: 'Too many failed login attempts. Please try again later.',
  forgotPasswordSent: 'If an account exists for this email, instructions to reset the password have been sent by e-mail.',
  resetDone: 'Password has been successfully reset. Please login with the new password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  detailsSubmitted: 'Details submitted successfully',
  networkError: 'Something went wrong. Please try again.',
  unexpected: 'An error occurred. Please try again later.',
  emailTaken: 'This email is already registered.',
  crmUnavailable: 'Something went wrong syncing with 365, try again later',
} as const;
