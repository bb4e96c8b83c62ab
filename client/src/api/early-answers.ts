import { print, type DocumentNode } from 'graphql';
import { ApolloLink } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { from, mergeMap, of } from 'rxjs';

/** What index.html's session script asked for before any chunk had loaded (see vite-session-preload.ts). */
export interface EarlyRequest {
  /** The request exactly as sent: operation, variables (JSON) and query text. */
  operationName: string;
  variables: string;
  query: string;
  /** The session it was sent with: the readable claims cookie at the time (no secret). */
  session: string;
  /** performance.now() when it was sent. */
  sentAt: number;
  /** The answer's body when the server answered 2xx with JSON, else null. */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    portalEarlyRequests?: EarlyRequest[];
  }
}

/** Older than this and the first screen has come and gone: the answer is no longer news. */
const FRESH_MS = 15_000;

/** The query text the client sends for `document` (the cache adds __typename), as the session script sends it. */
export function queryText(document: DocumentNode): string {
  return print(addTypenameToDocument(document));
}

/**
 * Answers an operation from the session script's request when that request is the same one (operation,
 * variables, query and session) and fresh; each answer is used once. Otherwise, or when the early request
 * failed, the operation goes to the server as usual. The answer then takes the link chain's usual way back, so
 * a session error still ends the session.
 */
export function earlyAnswerLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const pending = window.portalEarlyRequests;
    const index =
      pending?.findIndex(
        (early) =>
          early.operationName === operation.operationName &&
          early.variables === JSON.stringify(operation.variables ?? {}) &&
          early.session === operation.getContext().session &&
          performance.now() - early.sentAt < FRESH_MS &&
          early.query === print(operation.query),
      ) ?? -1;
    const early = index >= 0 ? pending?.splice(index, 1)[0] : undefined;
    if (!early) return forward(operation);
    return from(early.answer).pipe(mergeMap((answer) => (answer ? of(answer as ApolloLink.Result) : forward(operation))));
  });
}
