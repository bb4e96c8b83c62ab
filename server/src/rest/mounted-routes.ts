import type { Router } from 'express';

/** A route of an Express router as mounted: its method, its path and its handlers in order. */
export interface MountedRoute {
  method: string;
  path: string;
  handlers: readonly unknown[];
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: unknown[] };
}

/**
 * Every route of a router, nested routers included, in the order Express tries them. What the REST facade
 * checks and documents about itself (declared access, multipart bodies, the OpenAPI document) is read from here,
 * so it is always what is really mounted.
 */
export function mountedRoutes(router: Router): MountedRoute[] {
  const out: MountedRoute[] = [];
  const walk = (stack: readonly Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const handlers = layer.route.stack.map((l) => l.handle);
        for (const method of Object.keys(layer.route.methods)) out.push({ method: method.toUpperCase(), path: layer.route.path, handlers });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack as Layer[]);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return out;
}
