// Prettier: the house format (ARCHITECTURE.md rule 12), set to match the code as it was written. printWidth was
// measured over every source file: 150 -> 1,724 changed lines in 102 files, 160 -> 1,394 in 99, 168 -> 1,184 in 95,
// 180 -> 1,173 in 108, 200 -> 1,213 in 113; flat from 166 to 190, and 168 touches the fewest files.
/** @type {import('prettier').Config} */
export default {
  printWidth: 168,
  singleQuote: true,
  trailingComma: 'all',
  // GraphQL inside graphql(`...`) stays as written: codegen's client preset finds each operation's types by
  // its exact text (client/src/gql/gql.ts), so reformatting it would break the types until codegen runs again.
  embeddedLanguageFormatting: 'off',
};
