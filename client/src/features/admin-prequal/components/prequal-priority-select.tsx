import { NativeSelect } from '@chakra-ui/react';
import { PREQUAL_PRIORITIES, type PrequalPriority } from '@portal/common/domain/statuses';
import { useState } from 'react';
import { useSetPrequalPriority } from '../api/set-prequal-priority';
import { PRIORITY_LABELS } from './priority-select';

interface PrequalPrioritySelectProps {
  vendorId: string;
  companyName: string;
  priority: PrequalPriority;
  disabled: boolean;
}

/** A prequalification's priority in the department table; the choice shows at once and reverts when refused. */
export function PrequalPrioritySelect({ vendorId, companyName, priority, disabled }: PrequalPrioritySelectProps) {
  const [setPriority, { loading }] = useSetPrequalPriority();
  const [chosen, setChosen] = useState<PrequalPriority | null>(null);

  const change = async (next: PrequalPriority) => {
    setChosen(next);
    try {
      await setPriority({ variables: { vendorId, priority: next } });
    } catch {
      // The global Alert shows why; the select goes back to the stored priority.
    } finally {
      setChosen(null);
    }
  };

  return (
    <NativeSelect.Root size="xs" width="28" disabled={disabled || loading}>
      <NativeSelect.Field aria-label={`Priority of ${companyName}`} value={chosen ?? priority} onChange={(e) => void change(e.currentTarget.value as PrequalPriority)}>
        {PREQUAL_PRIORITIES.map((p) => (
          <option key={p} value={p}>
            {PRIORITY_LABELS[p]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
