import { defineModule } from '../module.js';
import { AccountsResolver } from './accounts.resolver.js';
import { accountsRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';

declare module '../module.js' {
  interface Services {
    accounts: AccountsService;
  }
}

/** A company's user accounts: sign-up, the admins' approval ("Account Creation") and its priority. */
export const accountsModule = defineModule({
  name: 'accounts',
  resolvers: [AccountsResolver],
  routes: accountsRoutes,
  services: { accounts: ({ em, deps, services }) => new AccountsService(em, deps, services.users) },
});
