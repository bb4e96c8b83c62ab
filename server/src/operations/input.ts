import { listQuerySchema } from '@portal/common/validation/auth';
import { z } from 'zod';

/**
 * Pieces of operation inputs that only the transports need: the shared validation schemas in common describe
 * what a person types; these describe how GraphQL and REST pass the rest (ids in the path, paging in the query).
 */

/** GraphQL passes an omitted nullable argument as null where REST leaves it out: both mean "not given". */
export function absentIfNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v === null ? undefined : v), schema);
}

/** An id from the path or an argument; its shape is checked where the row is looked up (a 404 names the thing). */
export const idInput = z.string();

/** Page from 1 and limit (default 25, at most 1000), from a query string or GraphQL arguments. */
export const pagingInput = {
  page: absentIfNull(listQuerySchema.shape.page),
  limit: absentIfNull(listQuerySchema.shape.limit),
};

/** The same for every argument of an input at once (a list's query: page, limit, search, sort). */
export function absentIfNullEach<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null)) : v), schema);
}

/** A blank text is no value (a query string's `?trade=`, a cleared select); other text is trimmed. */
export const blankAsNull = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v);

/** A query-string value as a binding maps it: a text, or absent (a repeated parameter arrives as a list). */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A request's JSON body as an object (anything else reads as empty). */
export function bodyOf(req: { body?: unknown }): Record<string, unknown> {
  return objectOf(req.body);
}

/** A value as an object of fields, or empty when it is not one. */
export function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
