import { Alert } from '@chakra-ui/react';
import { useInsuranceCompliance } from '../api/get-insurance-compliance';

/**
 * An approved vendor whose required insurance lapsed: a warning on its company page, with the lapsed coverages
 * (the server's words). Nothing while its insurance is in force, or for a company not approved.
 */
export function InsuranceLapseBanner({ vendorId, approved }: { vendorId: string; approved: boolean }) {
  const { data } = useInsuranceCompliance(vendorId, !approved);
  const compliance = data?.insuranceCompliance;
  if (!approved || compliance?.status !== 'LAPSED') return null;
  const lapses = compliance.gaps.filter((g) => / expired on \d{4}-\d{2}-\d{2}$/.test(g));
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Insurance lapsed on an approved vendor</Alert.Title>
        <Alert.Description>{(lapses.length ? lapses : compliance.gaps).join('; ')}. See the Insurance tab.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
