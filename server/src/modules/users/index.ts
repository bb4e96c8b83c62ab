import { defineModule } from '../module.js';
import { seedDemoUsers } from './demo-users.js';
import { EmailChangeToken } from './email-change-token.entity.js';
import { EmailChangeResolver } from './email-change.resolver.js';
import { UserAdminResolver } from './user-admin.resolver.js';
import { UserAdminService } from './user-admin.service.js';
import { User } from './user.entity.js';
import { UsersResolver } from './users.resolver.js';
import { usersRoutes } from './users.routes.js';
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
  resolvers: [UsersResolver, UserAdminResolver, EmailChangeResolver],
  routes: usersRoutes,
  services: { users: ({ em, deps }) => new UsersService(em, deps), userAdmin: ({ em, deps }) => new UserAdminService(em, deps) },
  seeds: { demo: seedDemoUsers },
});
