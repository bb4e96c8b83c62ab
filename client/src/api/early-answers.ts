import { print, type DocumentNode } from 'graphql';
import { ApolloLink, type ApolloCache } from '@apollo/client';
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
  /** The answer once it has arrived (noteEarlyAnswers): whether it is there can only be known after the fact. */
  arrived?: { answer: unknown };
}

declare global {
  interface Window {
    portalEarlyRequests?: EarlyRequest[];
  }
}

/** Older than this and the first screen has come and gone: the answer is no longer news. */
const FRESH_MS = 15_000;

/** Whether `early` is a request this page may still take: for this session, and fresh. */
function usable(early: EarlyRequest, session: string | null | undefined): boolean {
  return early.session === session && performance.now() - early.sentAt < FRESH_MS;
}

/**
 * Notes each early answer when it arrives (early.arrived), so that a client made later can tell which are already
 * in. Run as soon as the client's modules are evaluated (main.tsx asks for them at the start of a signed-in
 * visit), before its stages, the router and the first render; then again for requests added since.
 */
export function noteEarlyAnswers(): void {
  for (const early of window.portalEarlyRequests ?? []) {
    if (early.arrived) continue;
    early.answer.then(
      (answer) => (early.arrived = { answer }),
      () => (early.arrived = { answer: null }),
    );
  }
}

/**
 * Writes into `cache`, before the first screen renders, each early answer that has already arrived clean (data,
 * no errors) for one of `documents` (by operation name, with the very query text the client would send), this
 * session and fresh: the screen's first render then draws its data, where it drew a skeleton and, a task later,
 * drew the page again with the answer (a render React cannot slice, as Apollo's store updates are synchronous).
 * An early answer is used once: one written here is no longer offered to earlyAnswerLink (a query asking the network
 * for it later, a refetch after an edit say, gets the server's answer); the landing screens take it as their
 * visit's answer instead (takeEarlyAnswer). An answer with errors, or one not yet in, is left to the link as before
 * (so a session error still ends the session).
 */
export function writeEarlyAnswers(cache: ApolloCache, documents: Record<string, DocumentNode>, session: string | null): void {
  inCache.clear();
  const pending = window.portalEarlyRequests ?? [];
  for (const early of [...pending]) {
    const document = documents[early.operationName];
    const answer = early.arrived?.answer as { data?: unknown; errors?: unknown } | null | undefined;
    if (!document || !answer || typeof answer !== 'object' || answer.errors !== undefined || !answer.data) continue;
    if (!usable(early, session) || early.query !== queryText(document)) continue;
    cache.writeQuery({ query: document, variables: JSON.parse(early.variables) as Record<string, unknown>, data: answer.data });
    inCache.set(keyOf(early.operationName, early.variables), early);
    pending.splice(pending.indexOf(early), 1);
  }
}

/** The early requests writeEarlyAnswers put into the cache, by operation and variables. */
const inCache = new Map<string, EarlyRequest>();
const keyOf = (operationName: string, variables: string) => `${operationName} ${variables}`;

/**
 * Whether the cache holds this visit's early answer to the operation with these variables (written by
 * writeEarlyAnswers, fresh, for the current session): the answer the first screen would otherwise ask for again
 * (cache-and-network) and be given, with Apollo's whole round of fetching, writing and re-rendering for nothing
 * new. True once, so a later visit to the screen asks the server as before.
 */
export function takeEarlyAnswer(operationName: string, variables: Record<string, unknown>, session: string | null): boolean {
  const key = keyOf(operationName, JSON.stringify(variables));
  const early = inCache.get(key);
  inCache.delete(key);
  return early !== undefined && usable(early, session);
}

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
          usable(early, operation.getContext().session) &&
          early.query === print(operation.query),
      ) ?? -1;
    const early = index >= 0 ? pending?.splice(index, 1)[0] : undefined;
    if (!early) return forward(operation);
    return from(early.answer).pipe(mergeMap((answer) => (answer ? of(answer as ApolloLink.Result) : forward(operation))));
  });
}
