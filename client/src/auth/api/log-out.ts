import { graphql } from '../../gql';

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
