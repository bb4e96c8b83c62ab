import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { buildServices, defineModule, type ServiceScope, type Services } from './module.js';

/** Two modules whose services count their constructions; `second` takes `first`, as services may take each other's. */
function modules() {
  const built: string[] = [];
  const list = [
    defineModule({ name: 'one', services: { first: (s: ServiceScope) => (built.push(`first:${s.ip}`), { ip: s.ip }) } as never }),
    defineModule({
      name: 'two',
      services: { second: (s: ServiceScope) => (built.push(`second:${s.ip}`), { first: (s.services as unknown as Lazy).first }) } as never,
    }),
  ];
  return { list, built };
}
type Lazy = { first: { ip: string }; second: { first: { ip: string } } };
const scope = (ip: string) => ({ ip, em: {} as EntityManager, deps: {} as AppDeps });
const lazy = (s: Services) => s as unknown as Lazy;

describe('buildServices', () => {
  it('builds a service the first time it is read, once per request, from that request scope', () => {
    const { list, built } = modules();
    const a = lazy(buildServices(list, scope('10.0.0.1')));
    const b = lazy(buildServices(list, scope('10.0.0.2')));
    expect(built).toEqual([]);
    expect(a.second.first).toBe(a.first);
    expect(a.first).toBe(a.first);
    expect(b.first.ip).toBe('10.0.0.2');
    expect(b.first).not.toBe(a.first);
    expect(built).toEqual(['second:10.0.0.1', 'first:10.0.0.1', 'first:10.0.0.2']);
    expect(Object.keys(a).sort()).toEqual(['first', 'second']);
  });

  it('refuses two modules that define the same service', () => {
    const twice = [defineModule({ name: 'a', services: { x: () => 1 } as never }), defineModule({ name: 'b', services: { x: () => 2 } as never })];
    expect(() => buildServices(twice, scope('10.0.0.1'))).toThrow("Service 'x' is defined by two modules");
  });
});
