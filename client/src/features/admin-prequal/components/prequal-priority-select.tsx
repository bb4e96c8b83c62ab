import type { PrequalPriority } from '@portal/common/domain/statuses';
import { useSetPrequalPriority } from '../api/set-prequal-priority';
import { OptimisticPrioritySelect } from './priority-select';

interface PrequalPrioritySelectProps {
  vendorId: string;
  companyName: string;
  priority: PrequalPriority;
  disabled: boolean;
}

/** A prequalification's priority in the department table. */
export function PrequalPrioritySelect({ vendorId, companyName, priority, disabled }: PrequalPrioritySelectProps) {
  const [setPriority, { loading }] = useSetPrequalPriority();
  return (
    <OptimisticPrioritySelect
      of={companyName}
      priority={priority}
      disabled={disabled}
      busy={loading}
      save={(next) => setPriority({ variables: { vendorId, priority: next } })}
    />
  );
}
