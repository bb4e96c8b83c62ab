import { defineModule } from '../module.js';
import { accountsOperations } from './accounts.operations.js';
import { AccountsService } from './accounts.service.js';

declare module '../module.js' {
  interface Services {
    accounts: AccountsService;
  }
}

/** A company's user accounts: sign-up, the admins' approval ("Account Creation") and its priority. */
export const accountsModule = defineModule({
  name: 'accounts',
  operations: accountsOperations,
  services: { accounts: ({ em, deps, services }) => new AccountsService(em, deps, services.users) },
});
