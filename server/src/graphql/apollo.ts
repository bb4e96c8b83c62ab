import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.js';
import { MESSAGES } from '@portal/common/errors';

/**
 * Apollo Server, hardened from the first day: GraphQL Armor limits (depth, aliases, cost,
 * tokens, directives) and no field suggestions; batched requests off; CSRF prevention on;
 * no stack traces outside development.
 */
export function createApolloServer(schema: GraphQLSchema, opts: { development: boolean; introspection: boolean; logger: Logger }) {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    costLimit: { maxCost: 5000 },
    maxTokens: { n: 5000 },
    maxDirectives: { n: 25 },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  const logErrors: ApolloServerPlugin<RequestContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const e of errors) {
            const code = e.extensions?.code;
            // Our failures (5xx: internal, the CRM) are logged with their cause; the caller's mistakes are not.
            if (!code || code === 'INTERNAL_SERVER_ERROR' || code === 'CRM_UNAVAILABLE') {
              const original = e.originalError as { cause?: unknown } | undefined;
              opts.logger.error({ err: original?.cause ?? original ?? e }, 'graphql error');
            }
          }
        },
      };
    },
  };
  return new ApolloServer<RequestContext>({
    schema,
    ...protection,
    // Armor's typings come from Apollo's CommonJS build; the plugins are the same objects at run time.
    plugins: [...(protection.plugins as ApolloServerPlugin<RequestContext>[]), ApolloServerPluginLandingPageDisabled(), logErrors],
    validationRules: [...protection.validationRules],
    allowBatchedHttpRequests: false,
    // main.ts stops Apollo once the HTTP server has drained; Apollo's own handler would stop it under running requests.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    introspection: opts.introspection,
    // Stack traces go to the log only, never to clients.
    includeStacktraceInErrorResponses: false,
    // Unexpected errors answer in plain words; the details are logged above.
    formatError: (formatted) => {
      if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' && !opts.development) {
        return { message: MESSAGES.networkError, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return formatted;
    },
  });
}
