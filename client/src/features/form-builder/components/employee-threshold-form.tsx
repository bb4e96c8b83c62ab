import { NumberSettingForm } from '../../../components/number-setting-form';
import { useSafetyFormEmployeeCount } from '../api/get-safety-form-employee-count';
import { useSetSafetyFormEmployeeCount } from '../api/set-safety-form-employee-count';

export const THRESHOLD_MESSAGE = 'Employee threshold must be at least 1';

/**
 * The Safety Lite tab's Employee threshold (safety-form-emp-count): a company with fewer employees begins
 * with Safety Lite instead of Safety. It has its own Save; read only for those who may not edit forms.
 */
export function EmployeeThresholdForm({ editable }: { editable: boolean }) {
  const { data } = useSafetyFormEmployeeCount();
  const [setCount, { loading: saving }] = useSetSafetyFormEmployeeCount();
  return (
    <NumberSettingForm
      name="Employee threshold"
      legend="Safety Lite threshold"
      helper="Companies with fewer employees than the threshold begin with the Safety Lite form instead of Safety."
      label="Employee threshold"
      current={data?.safetyFormEmployeeCount}
      min={1}
      rangeMessage={THRESHOLD_MESSAGE}
      wholeMessage="Employee threshold must be a whole number"
      save={(value) => setCount({ variables: { value } })}
      saving={saving}
      savedMessage="Employee threshold saved"
      saveLabel="Save employee threshold"
      editable={editable}
    />
  );
}
