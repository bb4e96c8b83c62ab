import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../components/page-spinner';

const ApolloRoot = lazy(() => import('./apollo-root'));

interface WithApolloProps {
  children: ReactNode;
  /** Shown while Apollo's code and the client load (the first time only); a spinner unless told. */
  fallback?: ReactNode;
}

/**
 * Provides the app's Apollo Client to `children`, loading Apollo first if no screen has yet. Screens that talk
 * to the API sit inside one; the sign-in page's entry choices do not, so they download no Apollo.
 */
export function WithApollo({ children, fallback = <PageSpinner /> }: WithApolloProps) {
  return (
    <Suspense fallback={fallback}>
      <ApolloRoot fallback={fallback}>{children}</ApolloRoot>
    </Suspense>
  );
}
