import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TaxIdVerification } from '../api/verify-tax-id';
import { taxIdOutcomeOf, type CompanyMatch, type TaxIdOutcome } from '../tax-id-outcome';
import { TaxIdOutcomeView } from './tax-id-outcome-view';
import { TaxIdVerifyForm } from './tax-id-verify-form';

interface PrequalificationProps {
  /** The tax ID the registration screen verified (outcome (b)): verified again here at once. */
  initialTaxId?: string;
  onChooseCompany: (company: CompanyMatch, crmTaxId?: string) => void;
  onLogin: () => void;
  onBack: () => void;
}

/** "Begin Prequalification / Create an account": verify the FEIN, pick the approved company, then sign up. */
export function Prequalification({ initialTaxId, onChooseCompany, onLogin, onBack }: PrequalificationProps) {
  const [verified, setVerified] = useState<{ taxId: string; outcome: TaxIdOutcome } | null>(null);

  const onVerified = (taxId: string, result: TaxIdVerification | null) => setVerified({ taxId, outcome: taxIdOutcomeOf(result) });

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Begin Prequalification
      </Heading>
      <Text color="fg.muted">Enter your company's FEIN to find its registration, then create your account.</Text>
      <TaxIdVerifyForm label="FEIN" initialTaxId={initialTaxId} onVerified={onVerified} onReset={() => setVerified(null)} />
      {verified && (
        <TaxIdOutcomeView outcome={verified.outcome} taxId={verified.taxId} onChooseCompany={onChooseCompany} onLogin={onLogin} allowNewRegistration={false} />
      )}
      <Button variant="plain" alignSelf="flex-start" px="0" onClick={onBack}>
        Back
      </Button>
    </Stack>
  );
}
