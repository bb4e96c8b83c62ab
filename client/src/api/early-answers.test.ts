import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY } from '../auth/api/get-me';
import { server } from '../test/msw-server';
import { makeSession } from '../test/make-session';
import { setSessionCookie } from '../test/session-cookie';
import { createApolloClient } from './apollo-client';
import { queryText, type EarlyRequest } from './early-answers';
import { getSession } from './session';

/*
 * index.html's session script sends a landing page's first queries before any chunk has loaded; the client takes
 * those answers instead of asking again, only for the same request and session.
 */

const meOf = (name: string) => ({
  __typename: 'User',
  userId: 'u-1',
  name,
  email: 'vendor.admin@example.com',
  phone: null,
  role: 'VENDOR_ADMIN',
  companyName: 'Keystone',
  lastLogin: null,
  profilePic: null,
  vendorId: 'v-1',
  accountId: null,
});

/** An early request as the session script records it, for ME_QUERY with this page's session unless told. */
function early(answer: unknown, overrides: Partial<EarlyRequest> = {}): EarlyRequest {
  return {
    operationName: 'Me',
    variables: '{}',
    query: queryText(ME_QUERY),
    session: getSession() ?? '',
    sentAt: performance.now(),
    answer: Promise.resolve(answer),
    ...overrides,
  };
}

function serverAnswers(name: string) {
  const asked = vi.fn();
  server.use(
    graphql.query('Me', () => {
      asked();
      return HttpResponse.json({ data: { me: meOf(name) } });
    }),
  );
  return asked;
}

const client = () => createApolloClient({ onSessionEnded: vi.fn(), onError: vi.fn() });

afterEach(() => {
  delete window.portalEarlyRequests;
});

describe('earlyAnswerLink', () => {
  it("answers the first screen's query from the early request, once, without asking the server", async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: { me: meOf('Early Answer') } })];
    const asked = serverAnswers('From The Server');

    const first = await client().query({ query: ME_QUERY });
    expect(first.data?.me.name).toBe('Early Answer');
    expect(asked).not.toHaveBeenCalled();
    expect(window.portalEarlyRequests).toEqual([]);

    // Used once: the next client asks the server.
    const second = await client().query({ query: ME_QUERY });
    expect(second.data?.me.name).toBe('From The Server');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another session', { session: makeSession('VENDOR_USER') }],
    ['other variables', { variables: '{"vendorId":"v-2"}' }],
    ['another query text', { query: queryText(ME_QUERY).replace('lastLogin', '') }],
    ['a stale request', { sentAt: performance.now() - 60_000 }],
  ])('asks the server when the early request had %s', async (_, overrides) => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: { me: meOf('Early Answer') } }, overrides)];
    const asked = serverAnswers('From The Server');

    const result = await client().query({ query: ME_QUERY });
    expect(result.data?.me.name).toBe('From The Server');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('asks the server when the early request failed (no 2xx JSON answer)', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early(null)];
    const asked = serverAnswers('From The Server');

    const result = await client().query({ query: ME_QUERY });
    expect(result.data?.me.name).toBe('From The Server');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('an early answer that ends the session ends it as a late one does', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: null, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] })];
    const onSessionEnded = vi.fn();
    const apollo = createApolloClient({ onSessionEnded, onError: vi.fn() });

    await expect(apollo.query({ query: ME_QUERY })).rejects.toThrow();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });
});
