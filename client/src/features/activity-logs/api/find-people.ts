import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ACTIVITY_PEOPLE_QUERY = graphql(`
  query ActivityPeople($search: String) {
    internalUsers(options: { search: $search, limit: 10 }) {
      items {
        userId
        name
        email
      }
    }
    users(options: { search: $search, limit: 10 }) {
      items {
        userId
        name
        email
        companyName
      }
    }
  }
`);

export interface Person {
  userId: string;
  label: string;
}

/** The people matching a search, staff first, for the "Performed by" filter (only once something is typed). */
export function usePeople(search: string) {
  const { data, previousData, loading } = useQuery(ACTIVITY_PEOPLE_QUERY, { variables: { search }, skip: search.trim() === '' });
  const found = data ?? previousData;
  const people: Person[] = search.trim()
    ? [
        ...(found?.internalUsers.items ?? []).map((u) => ({ userId: u.userId, label: `${u.name} (${u.email})` })),
        ...(found?.users.items ?? []).map((u) => ({ userId: u.userId, label: `${u.name} (${u.email}${u.companyName ? `, ${u.companyName}` : ''})` })),
      ]
    : [];
  return { people, loading };
}
