import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';

export type UnexpectedKind = 'uncaughtException' | 'unhandledRejection';

/**
 * The last line of defence: an `error` event nobody listens to, or a rejected promise nobody awaits, is
 * logged (with the id of the request whose work raised it, when there is one) and counted in
 * `process_unexpected_errors_total`, so an alert finds it, and the process serves on: one request's stray
 * stream error must not end every other caller's request and the embedded PostgreSQL with them. The fault
 * itself is fixed where it arises (uploads/read-multipart.ts handles every stream's errors); this only
 * makes the next one visible.
 */
export function createProcessGuard(deps: { logger: Logger; registry: Registry }) {
  const counter = new Counter({
    name: 'process_unexpected_errors_total',
    help: 'Uncaught exceptions and unhandled promise rejections this process survived (each one is a defect to fix)',
    labelNames: ['kind'] as const,
    registers: [deps.registry],
  });
  // Both series exist from the start, at 0, so an alert can compare against them.
  counter.inc({ kind: 'uncaughtException' }, 0);
  counter.inc({ kind: 'unhandledRejection' }, 0);

  const report = (kind: UnexpectedKind, err: unknown) => {
    counter.inc({ kind });
    // The request's id (reqId) comes with the logger's mixin: these handlers run in the async context that raised the error.
    deps.logger.error({ err, kind }, `unexpected ${kind}: the process continues`);
  };
  const onException = (err: Error) => report('uncaughtException', err);
  const onRejection = (reason: unknown) => report('unhandledRejection', reason);
  return {
    report,
    install() {
      process.on('uncaughtException', onException);
      process.on('unhandledRejection', onRejection);
    },
    uninstall() {
      process.off('uncaughtException', onException);
      process.off('unhandledRejection', onRejection);
    },
  };
}
