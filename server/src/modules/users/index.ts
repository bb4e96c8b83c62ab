import { defineModule } from '../module.js';
import { User } from './user.entity.js';
import { UsersResolver } from './users.resolver.js';
import { usersRoutes } from './users.routes.js';
import { UsersService, type UserPage } from './users.service.js';
import { fromUserRow, toUserView, UserPageType, UserType } from './users.types.js';

export { PRIORITIES, User, type Priority, type UserRegistrationStatus } from './user.entity.js';
export { PriorityEnum } from './users.types.js';
export { fromUserRow, toUserView, UserPageType, UserType, type UserPage, type UsersService };

declare module '../module.js' {
  interface Services {
    users: UsersService;
  }
}

/** Internal staff and vendor users: profiles and the paged user lists. */
export const usersModule = defineModule({
  name: 'users',
  entities: [User],
  resolvers: [UsersResolver],
  routes: usersRoutes,
  services: { users: ({ em }) => new UsersService(em) },
});
