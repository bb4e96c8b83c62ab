import { defineModule } from '../module.js';
import { graphqlResolverOf } from '../../operations/graphql-resolver.js';
import { restRoutesOf } from '../../operations/rest-routes.js';
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
  resolvers: [graphqlResolverOf('AccountsResolver', accountsOperations)],
  routes: () => restRoutesOf(accountsOperations),
  services: { accounts: ({ em, deps, services }) => new AccountsService(em, deps, services.users) },
});
