import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildPortalSchema } from './graphql/schema.js';
import { MODULES } from './modules/index.js';

/** Prints the schema the server serves (its module list, as app.ts composes it), for schema.graphql (checked in) and codegen. */
export async function printPortalSchema(): Promise<string> {
  // Sorted, so the file does not churn when resolvers are registered in another order.
  return `${printSchema(lexicographicSortSchema(await buildPortalSchema(MODULES)))}\n`;
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const out = process.argv[2] ?? 'schema.graphql';
  writeFileSync(out, await printPortalSchema());
  console.log(`schema written to ${out}`);
}
