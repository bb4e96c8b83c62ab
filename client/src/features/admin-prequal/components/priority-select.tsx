import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { Priority } from '../../../gql/graphql';
import { useSetUserPriority } from '../api/set-user-priority';

/** The specification's priority options, in its order. */
export const PRIORITIES: readonly Priority[] = ['LOW', 'MEDIUM', 'HIGH'];

export const PRIORITY_LABELS: Record<Priority, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };

interface PrioritySelectProps {
  userId: string;
  userName: string;
  priority: Priority | null | undefined;
  disabled: boolean;
}

/** A pending account's priority. The choice shows at once and reverts when the server refuses it. */
export function PrioritySelect({ userId, userName, priority, disabled }: PrioritySelectProps) {
  const [setUserPriority, { loading }] = useSetUserPriority();
  const [chosen, setChosen] = useState<Priority | null>(null);
  const value = chosen ?? priority ?? '';

  const change = async (next: Priority) => {
    setChosen(next);
    try {
      // The answer updates the cached user (keyed by userId), which then holds the same value.
      await setUserPriority({ variables: { userId, priority: next } });
    } catch {
      // The global Alert shows why; the select goes back to the stored priority.
    } finally {
      setChosen(null);
    }
  };

  return (
    <NativeSelect.Root size="xs" width="28" disabled={disabled || loading}>
      <NativeSelect.Field aria-label={`Priority of ${userName}`} value={value} onChange={(event) => void change(event.currentTarget.value as Priority)}>
        {!value && (
          <option value="" disabled>
            Select
          </option>
        )}
        {PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {PRIORITY_LABELS[p]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
