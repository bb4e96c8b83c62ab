import { EventEmitter } from 'node:events';
import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createProcessGuard } from './process-guard.js';
import { requestScope } from './request-scope.js';

const counted = async (registry: Registry, kind: string) =>
  (await registry.getSingleMetric('process_unexpected_errors_total')!.get()).values.find((v) => v.labels.kind === kind)?.value;

it('logs an unexpected error with the id of the request that raised it and counts it by kind', async () => {
  const lines: string[] = [];
  const registry = new Registry();
  const guard = createProcessGuard({ logger: createLogger('info', { write: (l: string) => void lines.push(l) }), registry });
  expect(await counted(registry, 'uncaughtException')).toBe(0);
  expect(await counted(registry, 'unhandledRejection')).toBe(0);

  // An error event nobody listens to, raised while a request's work runs.
  await new Promise<void>((resolve) =>
    requestScope()({ id: 'req-42' } as never, {} as never, () => {
      try {
        new EventEmitter().emit('error', new Error('Unexpected end of form'));
      } catch (err) {
        guard.report('uncaughtException', err);
      }
      resolve();
    }),
  );
  guard.report('unhandledRejection', new Error('nobody awaited this'));

  expect(await counted(registry, 'uncaughtException')).toBe(1);
  expect(await counted(registry, 'unhandledRejection')).toBe(1);
  const logged = lines.map((l) => JSON.parse(l) as { level: number; reqId?: string; kind: string; err: { message: string } });
  expect(logged.map(({ level, reqId, kind, err }) => ({ level, reqId, kind, message: err.message }))).toEqual([
    { level: 50, reqId: 'req-42', kind: 'uncaughtException', message: 'Unexpected end of form' },
    { level: 50, reqId: undefined, kind: 'unhandledRejection', message: 'nobody awaited this' },
  ]);
});

it('listens to the process while installed, and no longer once uninstalled', () => {
  const guard = createProcessGuard({ logger: createLogger('silent'), registry: new Registry() });
  const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
  guard.install();
  expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(before.map((n) => n + 1));
  guard.uninstall();
  expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(before);
});
