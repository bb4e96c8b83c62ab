import type { EntityManager } from '@mikro-orm/postgresql';
import type { Router } from 'express';
import type { AppDeps, Deps } from '../deps.js';
import type { QueueName } from '../jobs/queues.js';

/**
 * The services of a request, by name. Each module adds its own in its index.ts by declaration merging
 * (`declare module '../module.js' { interface Services { users: UsersService } }`), so a new module
 * never edits a central list of services.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/** What a module's service factories receive: this request's EntityManager and client, the app's parts, and the other services. */
export interface ServiceScope {
  em: EntityManager;
  ip: string;
  deps: AppDeps;
  /** Every module's services, built on first use, so a factory may take another module's service. */
  services: Services;
}

/** What background work receives: the app's long-lived parts (no request, no caller). */
export type WorkerScope = Pick<Deps, 'config' | 'orm' | 'mailer' | 'crm' | 'logger' | 'jobs' | 'storage'>;

/** A queue a module works (jobs/queues.ts names every queue and its retry policy). */
export interface ModuleWorker {
  queue: QueueName;
  /** Cron (UTC) when pg-boss itself feeds the queue, one job per slot whichever replicas are up: a scheduled job. */
  cron?: string;
  /** Registers the handler (and a dead-letter handler, if any); jobs/workers.ts calls it on a replica that works. */
  start(scope: WorkerScope): Promise<void>;
}

/** What a module's demo seed receives: the seeding transaction and the demo password, hashed once for every seed. */
export interface DemoSeedScope {
  tx: EntityManager;
  passwordHash: string;
}

/**
 * A module's manifest (its index.ts exports one): what it adds to the portal. The one list of modules,
 * modules/index.ts, is all the composition roots (app.ts, main.ts) read: the kernel and the infrastructure
 * (db, rest, graphql, jobs) receive it from them and import no module. Permission cases sit beside the module as
 * `<name>.permission-cases.ts` (test code, not shipped); the permission suite finds them by module name.
 */
export interface PortalModule {
  name: string;
  /** MikroORM entities whose tables this module owns. */
  entities?: readonly (abstract new (...args: never[]) => object)[];
  /**
   * The module's operations, declared once (its `<name>.operations.ts`): the GraphQL schema and the REST facade are
   * built from them (operations/module-transports.ts), the OpenAPI document documents them and the permission suite
   * reads their access. Several tables are spread into one, in the order their REST routes must match. Held here
   * by its shape only (operationsOf reads it as the OperationTable it is): the operations kernel imports the
   * request context, which imports this file.
   */
  operations?: Readonly<Record<string, { readonly access: string }>>;
  /** Resolver classes written by hand, for what a table does not declare; each declares its access with @Allow. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: readonly Function[];
  /** Routes written by hand (a streamed answer), mounted after the table's; each declares its access with allow(). */
  routes?: () => Router;
  /** Service factories by name, called at most once per request when first used. */
  services?: { [K in keyof Services]?: (scope: ServiceScope) => Services[K] };
  /** The queues this module works, scheduled ones included. */
  workers?: readonly ModuleWorker[];
  /**
   * Data the module adds to a database. `reference`: rows every database needs, written after the migrations
   * (db/orm.ts migrate); `demo`: the demo rows (db/seeders/demo-seeder.ts runs every module's in one transaction).
   * Both idempotent: they leave existing rows alone (`demo` answers how many users it created).
   */
  seeds?: { reference?: (em: EntityManager) => Promise<void>; demo?: (scope: DemoSeedScope) => Promise<number> };
}

export function defineModule(module: PortalModule): PortalModule {
  return module;
}

/** Where a request's services object keeps the scope its factories receive. */
const SCOPE = Symbol('service scope');

/** One prototype per module list, made on first use: the lazy getters of every module's services. */
const prototypes = new WeakMap<readonly PortalModule[], object>();

/**
 * The getters of every service, defined once per module list rather than on every request's object (thirty
 * properties, each with its own closure, defined again for every request cost more than some requests' own work).
 * A getter builds its service from the request's scope the first time it is read, then keeps it on that request's
 * object, so a request never builds a service twice and never sees another request's.
 */
function servicesPrototype(modules: readonly PortalModule[]): object {
  const cached = prototypes.get(modules);
  if (cached) return cached;
  const proto = {};
  for (const m of modules) {
    for (const [name, make] of Object.entries(m.services ?? {}) as [string, (s: ServiceScope) => unknown][]) {
      if (Object.prototype.hasOwnProperty.call(proto, name)) throw new Error(`Service '${name}' is defined by two modules`);
      Object.defineProperty(proto, name, {
        configurable: true,
        enumerable: true,
        get(this: { [SCOPE]: ServiceScope }) {
          const value = make(this[SCOPE]);
          Object.defineProperty(this, name, { value, enumerable: true });
          return value;
        },
      });
    }
  }
  prototypes.set(modules, proto);
  return proto;
}

/** Builds a request's services lazily: a service is constructed the first time something reads it. */
export function buildServices(modules: readonly PortalModule[], scope: Omit<ServiceScope, 'services'>): Services {
  const services = Object.create(servicesPrototype(modules)) as Services & { [SCOPE]: ServiceScope };
  services[SCOPE] = { ...scope, services };
  return services;
}
