import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useInsuranceCompliance } from '../api/get-insurance-compliance';
import { ComplianceResult } from './compliance-result';

/**
 * The review dialogs' insurance line, beside the answers: "Meets requirements" or the exact gaps of the company's
 * policies against the requirement profile today (the server's check; the policies are on the company page).
 */
export function InsuranceReviewPanel({ vendorId }: { vendorId: string }) {
  const { data, loading, error } = useInsuranceCompliance(vendorId);
  return (
    <Box borderWidth="1px" rounded="md" p="3" mb="3" role="region" aria-label="Insurance requirements">
      <Heading as="h3" size="sm" mb="2">
        Insurance requirements
      </Heading>
      {data ? (
        <ComplianceResult compliance={data.insuranceCompliance} label="Insurance compliance in review" />
      ) : loading ? (
        <Skeleton height="6" aria-label="Loading the insurance compliance" />
      ) : (
        <Text color="fg.muted">{error ? 'The insurance compliance could not be loaded.' : ''}</Text>
      )}
    </Box>
  );
}
