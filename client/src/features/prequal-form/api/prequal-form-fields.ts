import { graphql } from '../../../gql';

export const PREQUAL_FORM_FIELDS = graphql(`
  fragment PrequalFormFields on PrequalForm {
    id
    category
    status
    instance
    version
    templateVersion
    fields
    updatedAt
    flags {
      path
      note
    }
  }
`);

export const PREQUAL_FORM_SET_FIELDS = graphql(`
  fragment PrequalFormSetFields on PrequalFormSet {
    vendorId
    instance
    prequalStatus
    editable
    forms {
      ...PrequalFormFields
    }
    returned {
      comment
    }
  }
`);
