import type { Request } from 'express';

/** Distinct GraphQL operation names kept as labels; names are chosen by clients, so past this they are pooled. */
const MAX_GRAPHQL_OPERATIONS = 200;
const OPERATION_NAME = /^[A-Za-z_]\w{0,63}$/;
/** The name in `query Name(...)`, for a client that sends no operationName beside the document. */
const NAMED_OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/;

/**
 * A request's route for metric labels, from a bounded set: the express route pattern
 * (`/api/v1/users/:id`, never the ids themselves), `/graphql:<operation>`, or `(no route)` for
 * whatever no route answered (static files, 404s, refusals before routing).
 */
export function createRouteLabeler(): (req: Request) => string {
  const operations = new Set<string>();
  const graphqlLabel = (name: string | undefined) => {
    if (!name) return '/graphql:(anonymous)';
    if (!operations.has(name)) {
      if (operations.size >= MAX_GRAPHQL_OPERATIONS) return '/graphql:(other)';
      operations.add(name);
    }
    return `/graphql:${name}`;
  };

  return (req) => {
    const route = (req as { route?: { path?: unknown } }).route;
    if (route) {
      const pattern = typeof route.path === 'string' ? route.path : String(route.path);
      return `${req.baseUrl}${pattern}`;
    }
    if (req.originalUrl.split('?')[0] === '/graphql') return graphqlLabel(operationName(req));
    return '(no route)';
  };
}

function operationName(req: Request): string | undefined {
  // JSON and multipart bodies are parsed by the time the response finishes; a GET carries it in the query.
  const source: unknown = req.method === 'GET' ? req.query : req.body;
  if (Array.isArray(source)) return 'batch';
  if (!source || typeof source !== 'object') return undefined;
  const { operationName: given, query } = source as { operationName?: unknown; query?: unknown };
  const name = typeof given === 'string' && given ? given : typeof query === 'string' ? NAMED_OPERATION.exec(query)?.[1] : undefined;
  return name && OPERATION_NAME.test(name) ? name : undefined;
}
