import { defineModule } from '../module.js';
import { seedDemoUsers } from './demo-users.js';
import { writeRoleRows } from './role-rows-seed.js';
import { EmailChangeToken } from './email-change-token.entity.js';
import { userAdminOperations } from './user-admin.operations.js';
import { UserAdminService } from './user-admin.service.js';
import { User } from './user.entity.js';
import { usersOperations } from './users.operations.js';
import { UsersService, type UserPage } from './users.service.js';
import { fromUserRow, toUserView, UserPageType, UserType } from './users.types.js';

export { PRIORITIES, User, type Priority, type UserRegistrationStatus } from './user.entity.js';
export { PriorityEnum } from './users.types.js';
export { fromUserRow, toUserView, UserPageType, UserType, type UserAdminService, type UserPage, type UsersService };
export { USERS_LIST } from './users-list.js';

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
  // The administrator's operations first: REST matches GET /users/harkins before GET /users/{id}, and its payloads of
  // PATCH|PUT /users/{id} before the profile's (user-admin.operations.ts).
  operations: { ...userAdminOperations, ...usersOperations },
  services: { users: ({ em, deps }) => new UsersService(em, deps), userAdmin: ({ em, deps }) => new UserAdminService(em, deps) },
  // reference: the role table from common/src/auth/roles.ts, which app_user.role references.
  seeds: { reference: writeRoleRows, demo: seedDemoUsers },
});
