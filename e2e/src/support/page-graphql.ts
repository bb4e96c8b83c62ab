import type { Page } from 'playwright-core';

/** One GraphQL operation as the signed-in user of `page`, with the session cookie and its CSRF token, as the client sends it. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const csrf = document.cookie
        .split('; ')
        .find((c) => c.startsWith('csrf='))
        ?.slice('csrf='.length);
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (answer.errors?.length) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data as T;
}
