import { graphql, HttpResponse, type GraphQLResponseBody } from 'msw';
import { TEST_USERS } from '../../../test/make-session';
import { server } from '../../../test/msw-server';

export interface FakeUser {
  __typename: 'User';
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  roleName: string;
  isActive: boolean;
  lastLogin: string | null;
  companyName: string | null;
  vendorId: string | null;
  isCompanyAdmin: boolean;
  registrationStatus: string;
  profilePic: string | null;
}

export function fakeUser(overrides: Partial<FakeUser> & Pick<FakeUser, 'userId' | 'name'>): FakeUser {
  return {
    __typename: 'User',
    email: `${overrides.userId}@example.test`,
    phone: '410-555-0100',
    role: 'PREQUAL_VIEWER',
    roleName: 'Prequal Viewer',
    isActive: true,
    // 03:30 UTC on Mar 5 is Mar 4 in New York.
    lastLogin: '2026-03-05T03:30:00.000Z',
    companyName: null,
    vendorId: null,
    isCompanyAdmin: false,
    registrationStatus: 'APPROVED',
    profilePic: null,
    ...overrides,
  };
}

export const STAFF: FakeUser[] = [
  fakeUser({
    userId: TEST_USERS.SYSTEM_ADMIN.userId,
    name: TEST_USERS.SYSTEM_ADMIN.name,
    email: TEST_USERS.SYSTEM_ADMIN.email,
    lastLogin: TEST_USERS.SYSTEM_ADMIN.lastLogin,
    role: 'SYSTEM_ADMIN',
    roleName: 'System Admin',
  }),
  fakeUser({ userId: 'u-ivy', name: 'Ivy Internal', phone: '410-555-0111', role: 'PREQUAL_REVIEWER', roleName: 'Prequal Reviewer', lastLogin: null }),
];

export const COMPANY_USERS: FakeUser[] = [
  fakeUser({
    userId: 'u-ada',
    name: 'Ada Admin',
    role: 'VENDOR_ADMIN',
    roleName: 'Company Admin',
    companyName: 'Acme Concrete',
    vendorId: 'v-1',
    isCompanyAdmin: true,
  }),
  fakeUser({ userId: 'u-bo', name: 'Bo Builder', role: 'VENDOR_USER', roleName: 'Company User', companyName: 'Acme Concrete', vendorId: 'v-1' }),
  fakeUser({
    userId: 'u-pia',
    name: 'Pia Pending',
    role: 'VENDOR_USER',
    roleName: 'Company User',
    companyName: 'Acme Concrete',
    vendorId: 'v-1',
    registrationStatus: 'PENDING',
    lastLogin: null,
  }),
];

type Vars = Record<string, unknown>;

export interface UsersCalls {
  internal: Vars[];
  company: Vars[];
  profiles: Vars[];
  mutations: { name: string; variables: Vars }[];
}

interface UsersAnswers {
  staff?: FakeUser[];
  companyUsers?: FakeUser[];
  /** Replaces a mutation's answer (e.g. a refusal). */
  refuse?: Record<string, string>;
}

const refusal = (message: string, code = 'CONFLICT', fieldErrors?: Record<string, string>) =>
  HttpResponse.json<GraphQLResponseBody<never>>({ data: null, errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }] });

/** Answers the users screens' queries and mutations from in-memory lists (searched and paged like the server); records every call. */
export function answerUsersCalls({ staff = freshStaff(), companyUsers = freshCompanyUsers(), refuse = {} }: UsersAnswers = {}): UsersCalls {
  const calls: UsersCalls = { internal: [], company: [], profiles: [], mutations: [] };
  const all = () => [...staff, ...companyUsers];
  const page = (users: FakeUser[], v: Vars) => {
    const search = String(v.search ?? '').toLowerCase();
    const found = users.filter((u) => !search || `${u.name} ${u.email}`.toLowerCase().includes(search));
    const limit = Number(v.limit ?? 25);
    const start = (Number(v.page ?? 1) - 1) * limit;
    return { __typename: 'UserPage', totalCount: found.length, items: found.slice(start, start + limit) };
  };
  const mutation = (name: string, answer: (v: Vars) => Response) =>
    graphql.mutation(name, ({ variables }) => {
      calls.mutations.push({ name, variables });
      const refused = refuse[name];
      if (refused) return refusal(refused);
      return answer(variables);
    });
  const find = (id: unknown) => all().find((u) => u.userId === id);

  server.use(
    graphql.query('InternalUsers', ({ variables: { options: variables = {} } }) => {
      calls.internal.push(variables);
      return HttpResponse.json({ data: { internalUsers: page(staff, variables) } });
    }),
    graphql.query('CompanyUsers', ({ variables: { options: variables = {} } }) => {
      calls.company.push(variables);
      const users = variables.vendorId ? companyUsers.filter((u) => u.vendorId === variables.vendorId) : companyUsers;
      return HttpResponse.json({ data: { users: page(users, variables) } });
    }),
    graphql.query('UserProfile', ({ variables }) => {
      calls.profiles.push(variables);
      const user = find(variables.id);
      if (!user) return refusal('User not found.', 'NOT_FOUND');
      return HttpResponse.json({ data: { user } });
    }),
    mutation('SetUserActive', (v) => {
      const user = find(v.userId)!;
      user.isActive = Boolean(v.isActive);
      return HttpResponse.json({ data: { setUserActive: { __typename: 'User', userId: user.userId, isActive: user.isActive } } });
    }),
    mutation('SetCompanyAdmin', (v) => {
      const user = find(v.userId)!;
      user.isCompanyAdmin = Boolean(v.isVendorAdmin);
      user.role = user.isCompanyAdmin ? 'VENDOR_ADMIN' : 'VENDOR_USER';
      return HttpResponse.json({ data: { setCompanyAdmin: { __typename: 'User', userId: user.userId, isCompanyAdmin: user.isCompanyAdmin, role: user.role } } });
    }),
    mutation('CreateInternalUser', (v) => {
      const input = v.input as Vars;
      if (all().some((u) => u.email === input.email)) return refusal('This email is already registered.', 'CONFLICT', { email: 'This email is already registered.' });
      const user = fakeUser({
        userId: `u-${staff.length + 1}`,
        name: String(input.name),
        email: String(input.email),
        phone: String(input.phone),
        role: String(input.role),
      });
      staff.push(user);
      return HttpResponse.json({ data: { createInternalUser: user } });
    }),
    mutation('UpdateUser', (v) => {
      const user = find(v.userId)!;
      const input = v.input as Vars;
      Object.assign(user, { name: input.name, email: input.email, phone: input.phone, role: input.role });
      return HttpResponse.json({ data: { updateUser: user } });
    }),
    mutation('SetUserPassword', (v) => HttpResponse.json({ data: { setUserPassword: { __typename: 'User', userId: v.userId } } })),
    mutation('DeleteUser', (v) => {
      for (const list of [staff, companyUsers]) {
        const i = list.findIndex((u) => u.userId === v.userId);
        if (i >= 0) list.splice(i, 1);
      }
      return HttpResponse.json({ data: { deleteUser: true } });
    }),
    mutation('CreateCompanyUser', (v) => {
      const input = v.input as Vars;
      const user = fakeUser({
        userId: `u-new-${companyUsers.length}`,
        name: String(input.name),
        email: String(input.email),
        role: 'VENDOR_USER',
        vendorId: String(v.vendorId),
        companyName: 'Acme Concrete',
        registrationStatus: 'PENDING',
        lastLogin: null,
      });
      companyUsers.push(user);
      return HttpResponse.json({ data: { createCompanyUser: { __typename: 'User', userId: user.userId, email: user.email, registrationStatus: 'PENDING' } } });
    }),
  );
  return calls;
}

/** Fresh copies, so a test's changes never reach the next test. */
export const freshStaff = () => STAFF.map((u) => ({ ...u }));
export const freshCompanyUsers = () => COMPANY_USERS.map((u) => ({ ...u }));
