import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const PORTAL_CONFIG_QUERY = graphql(`
  query PortalConfig {
    portalConfig {
      aboutUrl
      supportEmail
    }
  }
`);

/** About Us and Contact Us targets; undefined until loaded (the links are then left out). */
export function usePortalConfig() {
  const { data } = useQuery(PORTAL_CONFIG_QUERY, {
    // Decoration only: a failure here must not interrupt the page with an Alert.
    context: { skipGlobalError: true },
  });
  return data?.portalConfig;
}
