import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import type { Priority } from '../../../gql/graphql';
import { useSetUserPriority } from '../api/set-user-priority';

/** The specification's priority options, in its order. */
export const PRIORITIES: readonly Priority[] = ['LOW', 'MEDIUM', 'HIGH'];

export const PRIORITY_LABELS: Record<Priority, string> = { LOW: 'Low', MEDIUM: 'Medium', HIGH: 'High' };

interface OptimisticPrioritySelectProps {
  /** Who or what the priority is of, for the select's accessible name. */
  of: string;
  priority: Priority | null | undefined;
  disabled: boolean;
  busy: boolean;
  save: (next: Priority) => Promise<unknown>;
}

/** A priority select: the choice shows at once and reverts when the server refuses it (the global Alert says why). */
export function OptimisticPrioritySelect({ of, priority, disabled, busy, save }: OptimisticPrioritySelectProps) {
  const [chosen, setChosen] = useState<Priority | null>(null);
  const value = chosen ?? priority ?? '';

  const change = async (next: Priority) => {
    setChosen(next);
    try {
      await save(next);
    } catch {
      // The global Alert shows why; the select goes back to the stored priority.
    } finally {
      setChosen(null);
    }
  };

  return (
    <NativeSelect.Root size="xs" width="28" disabled={disabled || busy}>
      <NativeSelect.Field aria-label={`Priority of ${of}`} value={value} onChange={(event) => void change(event.currentTarget.value as Priority)}>
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

interface PrioritySelectProps {
  userId: string;
  userName: string;
  priority: Priority | null | undefined;
  disabled: boolean;
}

/** A pending account's priority (the answer updates the cached user, keyed by userId). */
export function PrioritySelect({ userId, userName, priority, disabled }: PrioritySelectProps) {
  const [setUserPriority, { loading }] = useSetUserPriority();
  return (
    <OptimisticPrioritySelect
      of={userName}
      priority={priority}
      disabled={disabled}
      busy={loading}
      save={(next) => setUserPriority({ variables: { userId, priority: next } })}
    />
  );
}
