import { Checkbox, Text } from '@chakra-ui/react';
import { useMfaPolicy, useSetMfaPolicy } from '../api/mfa-policy';

/**
 * The system admin's sign-in setting beside the internal users: require two-factor authentication of every staff
 * account (one without it sets it up at its next sign-in).
 */
export function MfaPolicyToggle() {
  const { data } = useMfaPolicy();
  const [save, { loading }] = useSetMfaPolicy();
  if (!data) return null;
  return (
    <Checkbox.Root
      checked={data.mfaPolicy.requireForInternal}
      disabled={loading}
      onCheckedChange={(d) => void save({ variables: { requireForInternal: d.checked === true } }).catch(() => undefined)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        Two-factor authentication required for staff
        <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
          Staff without it set it up at their next sign-in.
        </Text>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
