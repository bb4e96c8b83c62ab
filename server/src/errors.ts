import type { ErrorCode, FieldErrors } from '@portal/common/errors';
import { MESSAGES } from '@portal/common/errors';
import type { ZodError } from 'zod';

/** A domain error: a code from the catalogue and a message a person can read. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      detail?: string;
      /**
       * A finer name of the error the client switches on, where the specification names one (e.g.
       * NoEmployeesFoundException): REST answers it as `type` instead of the code, GraphQL beside the code
       * as `extensions.type`.
       */
      type?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static unauthenticated(message: string = MESSAGES.unauthenticated) {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(what = 'Record') {
    return new AppError('NOT_FOUND', `${what} not found.`);
  }
  static badInput(message: string, fieldErrors?: FieldErrors) {
    return new AppError('BAD_USER_INPUT', message, { fieldErrors });
  }
  static fromZod(error: ZodError) {
    const fieldErrors: FieldErrors = {};
    for (const issue of error.issues) {
      const key = issue.path.join('.') || '_';
      fieldErrors[key] ??= issue.message;
    }
    return AppError.badInput(Object.values(fieldErrors).join(' '), fieldErrors);
  }
}

/** HTTP status per code; exhaustive so a new code cannot be forgotten. */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'UNAUTHENTICATED':
    case 'INVALID_JWT':
    case 'INVALID_CREDENTIALS':
      return 401;
    case 'FORBIDDEN':
    case 'ACCOUNT_INACTIVE':
    case 'ACCOUNT_NOT_APPROVED':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'BAD_USER_INPUT':
    case 'INVALID_RESET_TOKEN':
      return 400;
    case 'REQUEST_TIMEOUT':
      return 408;
    case 'CONFLICT':
      return 409;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'INTERNAL_SERVER_ERROR':
      return 500;
    case 'CRM_UNAVAILABLE':
      return 502;
  }
}

/** Parse with a zod schema, turning failure into a BAD_USER_INPUT with field errors. */
export function parseInput<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError } }, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.fromZod(result.error);
  return result.data;
}
