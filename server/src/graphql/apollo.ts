import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { BREAK, GraphQLError, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { RequestContext } from '../context.js';
import { MESSAGES } from '@portal/common/errors';
import { findUnstorableText, NUL_MESSAGE, unstorableTextError } from '../text-input.js';
import { toGraphQLError } from './graphql-errors.js';

/** Tokens a document may hold; parsing stops past it (a cheap guard against huge documents). */
const MAX_TOKENS = 5000;

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
    // graphql-js enforces the token limit while parsing (parseOptions below), so a document over it is a
    // parse failure (400 GRAPHQL_PARSE_FAILED). Armor's own plugin re-parses in a hook and turns every
    // syntax error, its own limit included, into a 500.
    maxTokens: { enabled: false },
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
    parseOptions: { maxTokens: MAX_TOKENS },
    // Armor's typings come from Apollo's CommonJS build; the plugins are the same objects at run time.
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<RequestContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; the default plugin would still hook every field of every row.
      ApolloServerPluginCacheControlDisabled(),
      refuseUnstorableText,
      logErrors,
    ],
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

/**
 * The GraphQL half of the text boundary (server/src/text-input.ts): PostgreSQL stores no NUL (U+0000) and no
 * lone UTF-16 surrogate and fails the whole query with a 500, so an operation carrying one, in its variables
 * (named by the variable's path) or in a string literal ("\u0000"), is refused before any of its fields runs.
 * Control characters are stripped from the arguments by the operation's wrapper (access.ts).
 */
const refuseUnstorableText: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const found = findUnstorableText(request.variables ?? {});
        if (found) {
          const error = toGraphQLError(unstorableTextError(found, `the variable "$${found.path}"`, found.path));
          throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
        }
        if (hasNulLiteral(document)) throw new GraphQLError(NUL_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
      },
    };
  },
};

function hasNulLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\0')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
