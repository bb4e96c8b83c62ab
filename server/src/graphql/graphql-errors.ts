import { GraphQLError } from 'graphql';
import { CSRF_ERROR_TYPE } from '../auth/browser-session.js';
import { toAppError } from '../errors-map.js';
import { httpStatusFor } from '../errors.js';

/**
 * The GraphQL form of an error an operation throws: the code in `extensions.code`, field errors and the
 * retry time beside it; 401, 429 and a refused CSRF token (403) also set the HTTP status (and Retry-After), as the REST facade does.
 * Applied once per operation by @Allow (access.ts), not to every field: a list of 25 rows has hundreds.
 */
export function toGraphQLError(err: unknown): GraphQLError {
  if (err instanceof GraphQLError) return err;
  const app = toAppError(err);
  const status = httpStatusFor(app.code);
  // A refused CSRF token answers 403 as over REST: the request as a whole was not the browser's own.
  const http =
    status === 401 || status === 429 || app.options.type === CSRF_ERROR_TYPE
      ? { status, headers: new Map(app.options.retryAfterSeconds ? [['retry-after', String(app.options.retryAfterSeconds)]] : []) }
      : undefined;
  return new GraphQLError(app.message, {
    originalError: app,
    extensions: {
      code: app.code,
      ...(app.options.type ? { type: app.options.type } : {}),
      ...(app.options.fieldErrors ? { fieldErrors: app.options.fieldErrors } : {}),
      ...(app.options.retryAfterSeconds ? { retryAfterSeconds: app.options.retryAfterSeconds } : {}),
      ...(http ? { http } : {}),
    },
  });
}
