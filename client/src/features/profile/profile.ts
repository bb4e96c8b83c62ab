import type { ProfileQuery } from '../../gql/graphql';

/** The profile as the Profile query returns it. */
export type Profile = ProfileQuery['me'];
