import { defineModule } from '../module.js';
import { seedDemoUsers } from './demo-users.js';
import { EmailChangeToken } from './email-change-token.entity.js';
import { graphqlResolverOf } from '../../operations/graphql-resolver.js';
import { restRoutesOf } from '../../operations/rest-routes.js';
import { userAdminOperations } from './user-admin.operations.js';
import { UserAdminService } from './user-admin.service.js';
import { User } from './user.entity.js';
import { usersOperations } from './users.operations.js';
import { UsersService, type UserPage } from './users.service.js';
import { fromUserRow, toUserView, UserPageType, UserType } from './users.types.js';

export { PRIORITIES, User, type Priority, type UserRegistrationStatus } from './user.entity.js';
export { PriorityEnum } from './users.types.js';
export { fromUserRow, toUserView, UserPageType, UserType, type UserAdminService, type UserPage, type UsersService };

declare module '../module.js' {
  interface Services {
    users: UsersService;
    userAdmin: UserAdminService;
  }
}

/** Internal staff and vendor users: profiles (a new e-mail confirmed from its address), the paged user lists, and the Users screens' changes. */
export const usersModule = defineModule({
  name: 'users',
  entities: [User, EmailChangeToken],
  resolvers: [graphqlResolverOf('UsersResolver', usersOperations), graphqlResolverOf('UserAdminResolver', userAdminOperations)],
  // The administrator's routes first: GET /users/harkins before GET /users/{id}, and its payloads of PATCH|PUT /users/{id}
  // before the profile's (user-admin.operations.ts).
  routes: () => restRoutesOf({ ...userAdminOperations, ...usersOperations }),
  services: { users: ({ em, deps }) => new UsersService(em, deps), userAdmin: ({ em, deps }) => new UserAdminService(em, deps) },
  seeds: { demo: seedDemoUsers },
});
