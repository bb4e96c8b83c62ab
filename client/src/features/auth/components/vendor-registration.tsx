import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TaxIdVerification } from '../api/verify-tax-id';
import { taxIdOutcomeOf, type CompanyMatch, type TaxIdOutcome } from '../tax-id-outcome';
import { TaxIdOutcomeView } from './tax-id-outcome-view';
import { TaxIdVerifyForm } from './tax-id-verify-form';

interface VendorRegistrationProps {
  onChooseCompany: (company: CompanyMatch, crmTaxId?: string) => void;
  /** Outcome (b): Prequalification, with the verified tax ID. */
  onProceedToPrequalification: (taxId: string) => void;
  onLogin: () => void;
  onBack: () => void;
}

/** "Register your company": verify the tax ID, then continue as its outcome allows (spec section 4). */
export function VendorRegistration({ onChooseCompany, onProceedToPrequalification, onLogin, onBack }: VendorRegistrationProps) {
  const [verified, setVerified] = useState<{ taxId: string; outcome: TaxIdOutcome } | null>(null);

  const onVerified = (taxId: string, result: TaxIdVerification | null) => setVerified({ taxId, outcome: taxIdOutcomeOf(result) });

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Register your company
      </Heading>
      <Text color="fg.muted">Enter your company's Tax ID to begin the Trade Partner registration.</Text>
      <TaxIdVerifyForm label="Tax ID" from="register" onVerified={onVerified} onReset={() => setVerified(null)} />
      {verified && (
        <TaxIdOutcomeView
          outcome={verified.outcome}
          taxId={verified.taxId}
          onChooseCompany={onChooseCompany}
          onProceedToPrequalification={onProceedToPrequalification}
          onLogin={onLogin}
          allowNewRegistration
        />
      )}
      <Button variant="plain" alignSelf="flex-start" px="0" onClick={onBack}>
        Back
      </Button>
    </Stack>
  );
}
