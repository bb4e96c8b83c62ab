import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { MESSAGES, type ErrorCode, type FieldErrors } from '@portal/common/errors';

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A non-2xx answer may still carry a GraphQL body; read its errors when it does. */
function errorsFromBody(bodyText: string): GraphQLErrorLike[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object') {
      const { errors, message } = body as { errors?: unknown; message?: unknown };
      if (Array.isArray(errors)) return errors.filter((e): e is GraphQLErrorLike => typeof e?.message === 'string');
      if (typeof message === 'string') return [{ message }];
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): there is nothing to read.
  }
  return [];
}

export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (CombinedGraphQLErrors.is(error)) return [...error.errors];
  if (ServerError.is(error)) return errorsFromBody(error.bodyText);
  return [];
}

export function errorCodesOf(error: unknown): string[] {
  return graphQLErrorsOf(error)
    .map((e) => e.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

/** `extensions.fieldErrors` of a BAD_USER_INPUT answer: field name -> message. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const e of graphQLErrorsOf(error)) {
    const fieldErrors = e.extensions?.fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') {
      for (const [field, message] of Object.entries(fieldErrors)) {
        if (typeof message === 'string') result[field] = message;
      }
    }
  }
  return result;
}

/**
 * What to tell a person about a failed request: the server's own words when it sent any,
 * otherwise the generic sentence. Browser fetch failures ("Failed to fetch") are jargon,
 * so they get the generic sentence too.
 */
export function errorMessageOf(error: unknown): string {
  const messages = graphQLErrorsOf(error)
    .map((e) => e.message)
    .filter(Boolean);
  return messages.length > 0 ? messages.join('\n') : MESSAGES.networkError;
}

const SESSION_CODES: readonly ErrorCode[] = ['UNAUTHENTICATED', 'INVALID_JWT'];

/** True when the answer means the session is over: the token is missing, invalid or expired. */
export function isSessionError(error: unknown): boolean {
  const codes = errorCodesOf(error);
  if (codes.some((code) => (SESSION_CODES as readonly string[]).includes(code))) return true;
  // A bare 401 without a more specific code (e.g. a proxy in front of the API) also ends it.
  return ServerError.is(error) && error.statusCode === 401 && codes.length === 0;
}
