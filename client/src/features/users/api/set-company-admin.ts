import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SET_COMPANY_ADMIN_MUTATION = graphql(`
  mutation SetCompanyAdmin($vendorId: ID!, $userId: ID!, $isVendorAdmin: Boolean!) {
    setCompanyAdmin(vendorId: $vendorId, userId: $userId, isVendorAdmin: $isVendorAdmin) {
      userId
      isCompanyAdmin
      role
    }
  }
`);

/** The Company Admin toggle: shown at once (optimistic), reverted when the server refuses. */
export function useSetCompanyAdmin() {
  const [mutate, state] = useMutation(SET_COMPANY_ADMIN_MUTATION);
  const setCompanyAdmin = (vendorId: string, userId: string, isVendorAdmin: boolean) =>
    mutate({
      variables: { vendorId, userId, isVendorAdmin },
      optimisticResponse: {
        setCompanyAdmin: {
          __typename: 'User' as const,
          userId,
          isCompanyAdmin: isVendorAdmin,
          role: isVendorAdmin ? ('VENDOR_ADMIN' as const) : ('VENDOR_USER' as const),
        },
      },
    });
  return [setCompanyAdmin, state] as const;
}
