/** A TypeGraphQL enum object from a list of values ({ A: 'A', B: 'B' }), so the list in one place stays the source. */
export const asEnum = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;
