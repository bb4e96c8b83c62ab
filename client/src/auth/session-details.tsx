import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ME_QUERY } from './api/get-me';
import type { Me } from './auth-provider';

/**
 * Loaded by AuthProvider once there is a session: asks the server for `me` and reports each answer (a profile
 * edit updates the cached `me`, and so the header). Draws nothing.
 */
export default function SessionDetails({ onMe }: { onMe: (me: Me | null) => void }) {
  const { data } = useQuery(ME_QUERY);
  const me = data?.me ?? null;
  useEffect(() => onMe(me), [me, onMe]);
  return null;
}
