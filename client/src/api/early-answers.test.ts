import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY } from '../auth/api/get-me';
import { server } from '../test/msw-server';
import { makeSession } from '../test/make-session';
import { setSessionCookie } from '../test/session-cookie';
import { createApolloClient } from './apollo-client';
import { VendorOverviewDocument } from '../gql/graphql';
import { noteEarlyAnswers, queryText, takeEarlyAnswer, type EarlyRequest } from './early-answers';
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

describe('early answers already in when the client is made', () => {
  /** Lets the early answers' promises settle, as they have by the time a real page makes its client. */
  const arrive = async () => {
    noteEarlyAnswers();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('are in the cache before the first screen asks, and used once: a later network query asks the server', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: { me: meOf('Early Answer') } })];
    const asked = serverAnswers('From The Server');
    await arrive();

    const apollo = client();
    expect(apollo.readQuery({ query: ME_QUERY })?.me.name).toBe('Early Answer');
    expect(window.portalEarlyRequests).toEqual([]);
    // A refetch (after a profile edit, say) within the early request's 15 s gets the server's answer, not the early one.
    const result = await apollo.query({ query: ME_QUERY, fetchPolicy: 'network-only' });
    expect(result.data?.me.name).toBe('From The Server');
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another session', { session: makeSession('VENDOR_USER') }],
    ['another query text', { query: queryText(ME_QUERY).replace('lastLogin', '') }],
    ['a stale request', { sentAt: performance.now() - 60_000 }],
    ['an operation it does not know', { operationName: 'Other' }],
  ])('are not written when the early request had %s', async (_, overrides) => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: { me: meOf('Early Answer') } }, overrides)];
    await arrive();

    expect(client().readQuery({ query: ME_QUERY })).toBeNull();
  });

  it('are not written when the answer failed, carried errors or is not in yet', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    const never = new Promise<unknown>(() => undefined);
    window.portalEarlyRequests = [
      early(null),
      early({ data: { me: meOf('Early Answer') }, errors: [{ message: 'Partly wrong' }] }),
      early(undefined, { answer: never }),
    ];
    await arrive();

    expect(client().readQuery({ query: ME_QUERY })).toBeNull();
  });

  it("writes a landing page's query with the variables it was sent with", async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    const registration = { __typename: 'VendorRegistration', vendorId: 'v-1', prequalStatus: 'IN_PROGRESS', noOfEmployees: 10 };
    window.portalEarlyRequests = [
      early({ data: { registration } }, { operationName: 'VendorOverview', variables: '{"vendorId":"v-1"}', query: queryText(VendorOverviewDocument) }),
    ];
    await arrive();

    const apollo = client();
    expect(apollo.readQuery({ query: VendorOverviewDocument, variables: { vendorId: 'v-1' } })?.registration.prequalStatus).toBe('IN_PROGRESS');
    expect(apollo.readQuery({ query: VendorOverviewDocument, variables: { vendorId: 'v-2' } })).toBeNull();
  });

  it('is taken only for the variables and session it was written with', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    const variables = '{"vendorId":"v-1"}';
    const registration = { __typename: 'VendorRegistration', vendorId: 'v-1', prequalStatus: 'IN_PROGRESS', noOfEmployees: 10 };
    window.portalEarlyRequests = [early({ data: { registration } }, { operationName: 'VendorOverview', variables, query: queryText(VendorOverviewDocument) })];
    await arrive();
    client();

    expect(takeEarlyAnswer('VendorOverview', { vendorId: 'v-2' }, getSession())).toBe(false);
    expect(takeEarlyAnswer('VendorOverview', { vendorId: 'v-1' }, makeSession('VENDOR_USER'))).toBe(false);
  });

  it('is taken by the first screen that asks, once', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: { me: meOf('Early Answer') } })];
    await arrive();
    client();

    expect(takeEarlyAnswer('Me', {}, getSession())).toBe(true);
    expect(takeEarlyAnswer('Me', {}, getSession())).toBe(false);
  });

  it('is not taken when it was not written', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    window.portalEarlyRequests = [early({ data: { me: meOf('Early Answer') } }, { session: makeSession('VENDOR_USER') })];
    await arrive();
    client();

    expect(takeEarlyAnswer('Me', {}, getSession())).toBe(false);
    expect(window.portalEarlyRequests).toHaveLength(1);
  });
});
