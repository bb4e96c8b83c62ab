import { pino, type DestinationStream, type Logger } from 'pino';
import { requestLogFields } from './ops/request-scope.js';

/** Query parameters that carry secrets (reset links, file-view tokens) are masked in logged URLs. */
const SECRET_PARAMS = /([?&](?:token|authToken|access_token)=)[^&#]*/gi;
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    // The request id on every line written while a request's work runs.
    mixin: requestLogFields,
    // Belt and braces: whatever a log call is handed, these never reach the output.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.access_token',
        '*.accessToken',
        // PostgreSQL's own detail names values ("Key (email)=(…) already exists", "Failing row contains (…)"),
        // and a function's context may quote them; the code, table, column and constraint say enough.
        'err.detail',
        'err.where',
        'err.internalQuery',
        'err.parameters',
        'err.cause.detail',
        'err.cause.where',
        'err.cause.internalQuery',
        'err.cause.parameters',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
