import { Alert, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePortalConfig } from '../../../api/get-portal-config';
import { TAX_ID_OUTCOME_MESSAGES, type CompanyMatch, type TaxIdOutcome } from '../tax-id-outcome';
import { TaxIdDraftItem } from './tax-id-draft-item';

/** What /vendor-registration expects in navigation state (spec section 2). */
export interface RegistrationNavigationState {
  taxId: string;
  draftVendorId?: string;
}

interface TaxIdOutcomeViewProps {
  outcome: TaxIdOutcome;
  taxId: string;
  /**
   * Sign up for a company's account (the Prequalification sign-up): an approved portal company's, or a CRM account
   * the portal has no company for yet, which is signed up for with the verified `crmTaxId`.
   */
  onChooseCompany: (company: CompanyMatch, crmTaxId?: string) => void;
  /** Outcome (b) from the registration screen, carrying the tax ID; absent where the user already is on Prequalification. */
  onProceedToPrequalification?: (taxId: string) => void;
  onLogin: () => void;
  /** Outcome (a) offers a new registration on the registration screen only. */
  allowNewRegistration: boolean;
}

/** The answer to a tax-ID verification, in the specification's words, with what the user can do next. */
export function TaxIdOutcomeView({ outcome, taxId, onChooseCompany, onProceedToPrequalification, onLogin, allowNewRegistration }: TaxIdOutcomeViewProps) {
  const navigate = useNavigate();
  const config = usePortalConfig();
  const register = (draftVendorId?: string) => {
    const state: RegistrationNavigationState = draftVendorId ? { taxId, draftVendorId } : { taxId };
    void navigate('/vendor-registration', { state });
  };

  switch (outcome.kind) {
    case 'matches':
      return (
        <Stack gap="5" aria-live="polite">
          {outcome.companies.length > 0 && (
            <Stack gap="2" as="section" aria-labelledby="tax-id-companies">
              <Heading as="h2" size="md" id="tax-id-companies">
                Companies registered with this Tax ID
              </Heading>
              <Text color="fg.muted">Choose your company to begin prequalification and create your account.</Text>
              <List.Root variant="plain" gap="2">
                {outcome.companies.map((company) => (
                  <List.Item key={company.accountId}>
                    <HStack justify="space-between" width="full" borderWidth="1px" rounded="md" p="3" gap="3">
                      <Text fontWeight="medium">{company.companyName}</Text>
                      <Button size="sm" onClick={() => onChooseCompany(company)} aria-label={`Begin Prequalification for ${company.companyName}`}>
                        Begin Prequalification
                      </Button>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          {outcome.drafts.length > 0 && (
            <Stack gap="2" as="section" aria-labelledby="tax-id-drafts">
              <Heading as="h2" size="md" id="tax-id-drafts">
                Registrations in progress with this Tax ID
              </Heading>
              <Text color="fg.muted">A draft opens with the link we e-mailed to its primary contact. Ask for the link again if you need it.</Text>
              <List.Root variant="plain" gap="2">
                {outcome.drafts.map((draft) => (
                  <List.Item key={draft.vendorId}>
                    <TaxIdDraftItem draft={draft} onContinue={register} />
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
          {allowNewRegistration && (
            <Button variant="outline" alignSelf="flex-start" onClick={() => register()}>
              Proceed to New Registration
            </Button>
          )}
        </Stack>
      );
    case 'crmOnly':
      // The builder knows the company: on the registration screen it goes on to Prequalification with its tax ID;
      // there, it picks its CRM account and signs up for it (the server brings the company in with the user).
      return (
        <Stack gap="4">
          <OutcomeMessage status="info" message={TAX_ID_OUTCOME_MESSAGES.crmOnly}>
            {onProceedToPrequalification && <Button onClick={() => onProceedToPrequalification(taxId)}>Proceed to Prequalification</Button>}
            <Button variant="outline" onClick={onLogin}>
              Login
            </Button>
          </OutcomeMessage>
          {!onProceedToPrequalification && outcome.accounts.length > 0 && (
            <Stack gap="2" as="section" aria-labelledby="tax-id-crm-accounts">
              <Heading as="h2" size="md" id="tax-id-crm-accounts">
                Your company
              </Heading>
              <Text color="fg.muted">{TAX_ID_OUTCOME_MESSAGES.crmOnlySignUp}</Text>
              <List.Root variant="plain" gap="2">
                {outcome.accounts.map((account) => (
                  <List.Item key={account.accountId}>
                    <HStack justify="space-between" width="full" borderWidth="1px" rounded="md" p="3" gap="3">
                      <Text fontWeight="medium">{account.companyName}</Text>
                      <Button size="sm" onClick={() => onChooseCompany(account, taxId)} aria-label={`Create an account for ${account.companyName}`}>
                        Create an account
                      </Button>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
          )}
        </Stack>
      );
    case 'pendingApproval':
      return (
        <OutcomeMessage status="info" message={TAX_ID_OUTCOME_MESSAGES.pendingApproval}>
          {config?.supportEmail && (
            <Link href={`mailto:${config.supportEmail}`} colorPalette="blue" variant="underline">
              Contact Us
            </Link>
          )}
        </OutcomeMessage>
      );
    case 'notApproved':
      return (
        <OutcomeMessage status="warning" message={TAX_ID_OUTCOME_MESSAGES.notApproved}>
          {config?.supportEmail && (
            <Text>
              Contact:{' '}
              <Link href={`mailto:${config.supportEmail}`} colorPalette="blue" variant="underline">
                {config.supportEmail}
              </Link>
            </Text>
          )}
        </OutcomeMessage>
      );
    case 'notRegistered':
      return (
        <OutcomeMessage status="info" message={TAX_ID_OUTCOME_MESSAGES.notRegistered}>
          <Button onClick={() => register()}>Trade Partner Registration Form</Button>
        </OutcomeMessage>
      );
    case 'unexpected':
      return <OutcomeMessage status="warning" message={TAX_ID_OUTCOME_MESSAGES.unexpected} />;
  }
}

function OutcomeMessage({ status, message, children }: { status: 'info' | 'warning'; message: string; children?: ReactNode }) {
  return (
    <Stack gap="3">
      <Alert.Root status={status} role="status">
        <Alert.Indicator />
        <Alert.Description>{message}</Alert.Description>
      </Alert.Root>
      {children && (
        <HStack gap="3" wrap="wrap">
          {children}
        </HStack>
      )}
    </Stack>
  );
}
