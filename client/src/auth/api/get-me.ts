import { graphql } from '../../gql';

export const ME_QUERY = graphql(`
  query Me {
    me {
      userId
      name
      email
      phone
      role
      companyName
      lastLogin
      profilePic
      vendorId
      accountId
    }
  }
`);
