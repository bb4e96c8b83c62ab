import { listQuerySchema } from '@portal/common/validation/auth';
import type { Request } from 'express';
import { Field, InputType, Int, ObjectType, registerEnumType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import type { FilterValues, ListFilter, ListPaging, ListSpec, SortOrder } from '../db/list-query.js';
import { asEnum } from '../graphql/enums.js';
import { listCsv } from '../rest/csv-export.js';
import { absentIfNullEach, blankAsNull, textOf } from './input.js';
import { arg, type GraphQLArg, type GraphQLBinding, type RestBinding } from './operation.js';

/**
 * What a paged list's operations derive from its ListSpec (db/list-query.ts), so that a filter is written once,
 * in the spec: the input schema (the REST query parser and GraphQL's `options` alike), the GraphQL `options`
 * input type, the one page shape (`items`, `totalCount`) and the CSV route's file.
 */

export const SortOrderEnum = asEnum(['ASC', 'DESC'] as const);
registerEnumType(SortOrderEnum, { name: 'SortOrder' });

/** A list's parsed input: paging, search, sort and the values of its filters `F`. */
export type ListInput<F> = {
  page: number;
  limit: number;
  search: string;
  sortField?: string | null;
  sortOrder?: SortOrder | null;
} & FilterValues<F>;

/**
 * The list's input: page, limit, search where the list has one (listQuerySchema), sortField (one of the spec's sorts,
 * unless the spec offers none), sortOrder (ASC or DESC, any case), and each filter by its own schema; null reads as
 * absent (GraphQL's omitted option). It is the
 * REST query parser (the filters' names are the query parameters) and GraphQL's `options` parser alike.
 * `shape` adds or replaces parts where a list differs; `check` is a rule across filters (a date range's order).
 */
export function listInputSchema<Q extends ListPaging, F = object, S extends z.ZodRawShape = Record<never, never>>(
  spec: ListSpec<Q> & { filters?: F },
  opts: { shape?: S; check?: { test(q: ListInput<F>): boolean; error: string; path: string[] } } = {},
): z.ZodType<ListInput<F> & { [K in keyof S]: z.output<S[K]> }> {
  const sortFields = Object.keys(spec.sorts) as [string, ...string[]];
  const filters = Object.fromEntries(Object.entries(spec.filters ?? {}).map(([name, f]) => [name, (f as ListFilter).schema]));
  const schema = z.object({
    page: listQuerySchema.shape.page,
    limit: listQuerySchema.shape.limit,
    ...(spec.search ? { search: listQuerySchema.shape.search } : {}),
    ...(spec.sortField === false
      ? {}
      : { sortField: z.preprocess(blankAsNull, z.enum(sortFields, { error: `sortField must be ${sortFields.join(', ')}` }).nullish()) }),
    sortOrder: z.preprocess(
      (v) => (typeof v === 'string' ? blankAsNull(v.toUpperCase()) : v),
      z.enum(['ASC', 'DESC'], { error: 'sortOrder must be ASC or DESC' }).nullish(),
    ),
    ...filters,
    ...opts.shape,
  });
  const check = opts.check;
  const checked = check ? schema.refine((q) => check.test(q as unknown as ListInput<F>), { error: check.error, path: check.path }) : schema;
  return absentIfNullEach(checked) as unknown as z.ZodType<ListInput<F> & { [K in keyof S]: z.output<S[K]> }>;
}

/**
 * The REST query parser of a list: the specification's parameter names are the input's (page, limit, search,
 * sortField, sortOrder and the filters'); paging and sort read as text (a repeated parameter is left out), a
 * filter's value goes to its schema as given. Other parameters are not the list's and are ignored.
 */
export function listRestInput<Q extends ListPaging>(spec: ListSpec<Q>) {
  const filters = Object.keys(spec.filters ?? {});
  return (req: Request) => {
    const q = req.query;
    const own = Object.fromEntries(filters.filter((name) => q[name] !== undefined).map((name) => [name, q[name]]));
    return {
      page: textOf(q.page) || undefined,
      limit: textOf(q.limit) || undefined,
      ...(spec.search ? { search: textOf(q.search) } : {}),
      ...(spec.sortField === false ? {} : { sortField: textOf(q.sortField) }),
      sortOrder: textOf(q.sortOrder),
      ...own,
      ...req.params,
    };
  };
}

/** The options types with a required filter: their `options` argument is non-null too (listQueryBinding). */
const withRequiredFilter = new WeakSet<ClassType>();

/**
 * GraphQL's `<Name>ListOptions` input of a list: the paging, search and sort options and the list's filters, all
 * optional but a filter the spec marks required (a tab's status).
 */
export function listOptionsType<Q extends ListPaging>(name: string, spec: ListSpec<Q>): ClassType {
  const cls = { [name]: class {} }[name]!;
  const field = (key: string, type: () => unknown, description?: string, required = false) =>
    Field(type as never, { nullable: !required, description })(cls.prototype, key);
  field('page', () => Int, 'From 1 (default 1).');
  field('limit', () => Int, 'Rows per page (default 25, at most 1000).');
  if (spec.search) field('search', () => String, 'A substring of what the list searches.');
  if (spec.sortField !== false) field('sortField', () => String, `One of ${Object.keys(spec.sorts).join(', ')}.`);
  field('sortOrder', () => SortOrderEnum);
  for (const [key, f] of Object.entries(spec.filters ?? {})) {
    if (f.graphql !== false) field(key, f.graphql ?? (() => String), undefined, f.required);
    if (f.graphql !== false && f.required) withRequiredFilter.add(cls);
  }
  InputType(`${name}ListOptions`)(cls);
  return cls;
}

/** The one GraphQL page shape: `items` and `totalCount`, under the page type's own name (`CompanyPage`). */
export function pageType(name: string, item: () => unknown, description?: string): ClassType {
  const cls = { [name]: class {} }[name]!;
  Field(() => [item()] as never, { description })(cls.prototype, 'items');
  Field(() => Int)(cls.prototype, 'totalCount');
  ObjectType(name)(cls);
  return cls;
}

/** A page as the service answers it: the rows and the total of the query's rows. */
export interface ListPageResult<Item> {
  items: Item[];
  totalCount: number;
}

/**
 * The GraphQL binding of a list query: one `options` argument of the list's options type (non-null when a filter
 * is required), which is the operation's input as it stands; the answer is the service's page (`items`,
 * `totalCount`). `parent` names the arguments of what the list belongs to (a company's notes: `vendorId`), given
 * beside `options` as REST gives them in the path; they join the input.
 */
export function listQueryBinding(
  options: ClassType,
  page: ClassType,
  answer?: (result: never) => unknown,
  parent: Readonly<Record<string, GraphQLArg>> = {},
): GraphQLBinding<unknown> {
  return {
    kind: 'query',
    returns: () => page,
    args: { ...parent, options: arg(() => options, { nullable: !withRequiredFilter.has(options) }) },
    input: ({ options: given, ...rest }) => ({ ...(given ?? {}), ...Object.fromEntries(Object.keys(parent).map((k) => [k, rest[k]])) }),
    ...(answer ? { answer: answer as (result: unknown) => unknown } : {}),
  };
}

/** The REST binding of a list's page: the spec's query parser, and the specification's answer (`vendors`, `total`...). */
export function listRestBinding<Q extends ListPaging, Item>(
  spec: ListSpec<Q>,
  path: string,
  answer: (page: ListPageResult<Item>) => unknown,
  extra: Partial<RestBinding<unknown>> = {},
): RestBinding<unknown> {
  return { method: 'get', path, input: listRestInput(spec), answer: answer as (result: unknown) => unknown, ...extra };
}

/** The REST binding of a list's CSV export: the operation answers the spec and the parsed query; the spec names the file and its columns. */
export function listCsvBinding<Q extends ListPaging>(spec: ListSpec<Q>, path: string, extra: Partial<RestBinding<unknown>> = {}): RestBinding<unknown> {
  return {
    method: 'get',
    path,
    input: listRestInput(spec),
    ...extra,
    csv: (result) => {
      const { spec: chosen, query } = result as { spec: ListSpec<ListPaging>; query: ListPaging };
      return listCsv(chosen, query);
    },
  };
}
