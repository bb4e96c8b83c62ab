import { GraphQLError } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import { toAppError } from '../errors-map.js';
import { httpStatusFor } from '../errors.js';

/**
 * Turns every error a resolver throws into a GraphQLError with the code in `extensions.code`.
 * 401 and 429 also set the HTTP status (and Retry-After), as the REST facade does.
 */
export const AppErrorInterceptor: MiddlewareFn = async (_, next) => {
  try {
    return await next();
  } catch (err) {
    if (err instanceof GraphQLError) throw err;
    const app = toAppError(err);
    const status = httpStatusFor(app.code);
    const http =
      status === 401 || status === 429
        ? { status, headers: new Map(app.options.retryAfterSeconds ? [['retry-after', String(app.options.retryAfterSeconds)]] : []) }
        : undefined;
    throw new GraphQLError(app.message, {
      originalError: app,
      extensions: {
        code: app.code,
        ...(app.options.fieldErrors ? { fieldErrors: app.options.fieldErrors } : {}),
        ...(app.options.retryAfterSeconds ? { retryAfterSeconds: app.options.retryAfterSeconds } : {}),
        ...(http ? { http } : {}),
      },
    });
  }
};
