import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';

/**
 * A review-pipeline operation typed by hand. The server's review API (issue 8) is built alongside
 * this screen; until its operations are in schema.graphql, codegen cannot type them, so they are
 * parsed here (a plain string, which codegen does not pick up) with the agreed types.
 */
export function reviewOperation<Data, Variables extends Record<string, unknown>>(source: string): TypedDocumentNode<Data, Variables> {
  return parse(source) as TypedDocumentNode<Data, Variables>;
}
