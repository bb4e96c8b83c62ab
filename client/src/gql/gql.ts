/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n": typeof types.PortalConfigDocument,
    "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n": types.PortalConfigDocument,
    "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": types.ProfileDocument,
    "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n": types.UpdateProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n"): (typeof documents)["\n  query PortalConfig {\n    portalConfig {\n      aboutUrl\n      supportEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n      vendorId\n      accountId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      user {\n        userId\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      userId\n      name\n      email\n      phone\n      role\n      companyName\n      lastLogin\n      profilePic\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;