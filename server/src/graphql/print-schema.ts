import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildPortalSchema } from './schema.js';

/** Prints the schema the server serves, for schema.graphql (checked in) and codegen. */
export async function printPortalSchema(): Promise<string> {
  // Sorted, so the file does not churn when resolvers are registered in another order.
  return `${printSchema(lexicographicSortSchema(await buildPortalSchema()))}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const out = process.argv[2] ?? 'schema.graphql';
  writeFileSync(out, await printPortalSchema());
  console.log(`schema written to ${out}`);
}
