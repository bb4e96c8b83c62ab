import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const BEGIN_PREQUAL_MUTATION = graphql(`
  mutation BeginPrequal {
    beginPrequal {
      vendorId
      instance
      prequalStatus
      editable
    }
  }
`);

/**
 * Begins the company's prequalification (three DRAFT forms). The overview shows its errors itself: a
 * company without a number of employees gets its own dialog. The company's cached status follows.
 */
export function useBeginPrequal() {
  return useMutation(BEGIN_PREQUAL_MUTATION, {
    context: { skipGlobalError: true },
    update(cache, { data }) {
      const begun = data?.beginPrequal;
      if (!begun) return;
      cache.modify({
        id: cache.identify({ __typename: 'VendorRegistration', vendorId: begun.vendorId }),
        fields: { prequalStatus: () => begun.prequalStatus },
      });
    },
  });
}
