import { z } from 'zod';
import { absentIfNull } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import { LookupOptionType } from './lookups.types.js';

/** The lookup lists (GET /lookups/{name}?key=), public: the registration form is filled before any account exists. */
export const lookupsOperations = {
  lookup: operation({
    access: 'public',
    description:
      "A lookup list by name (regions, marketSectors, certifications, laborTypes, workTypes, scopeOptions, companyPerformActions, howHeard, yesNo, bondable, countries) or the trades of a work type (name 'trades', key = work type) or a country's regions (name 'countryRegions', key = country).",
    // A key sent twice in a query string counts as absent, as before.
    input: z.object({ name: z.string(), key: absentIfNull(z.unknown().transform((v) => (typeof v === 'string' ? v : null))) }),
    run: async ({ services, input }) => services.lookups.list(input.name, input.key),
    graphql: {
      kind: 'query',
      returns: () => [LookupOptionType],
      args: { name: arg(() => String), key: arg(() => String, { nullable: true }) },
      answer: (options) => options.map((o) => ({ label: o.label, value: o.value })),
    },
    rest: { method: 'get', path: '/lookups/:name' },
  }),
};
