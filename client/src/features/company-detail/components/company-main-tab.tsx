import { Button, DataList, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { prequalStatusLabel } from '@portal/common/domain/statuses';
import { useState } from 'react';
import { showAlert } from '../../../api/alert-store';
import { errorMessageOf } from '../../../api/error-details';
import { LuExternalLink } from 'react-icons/lu';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { toaster } from '../../../components/toaster';
import type { CompanyDetailQuery } from '../../../gql/graphql';
import { formatDate } from '../../../utils/format-date';
import { useCompanyProfile } from '../api/get-company-profile';
import { useCompanyPrequalHistory, type PrequalCycle } from '../api/get-prequal-history';
import { useCompanyBeginPrequal, useCompanyStartRenewal } from '../api/start-company-prequal';
import { finalDecisionLabel, isApproval, registrationStatusLabel } from '@portal/common/domain/decision-labels';
import { cycleName } from '../labels';
import { CommentsSection } from './comments-section';
import { CrmSyncField } from './crm-sync-field';
import { ErpIdField } from './erp-id-field';
import { isNoEmployees, NoEmployeesAlert } from './no-employees-alert';
import { decisionsByDepartment, FinancialLimitsList, financialDecisionOf } from './cycle-decisions';
import { PrequalHistorySection } from './prequal-history-section';
import { ProjectCards } from './project-cards';
import { SafetyMetricsPanel } from '../../insights';
import { ScorePanel } from '../../prequal-score';

type Company = CompanyDetailQuery['registration'];

export const START_RENEWAL_DONE = 'This has been moved to in progress!';
export const BEGIN_PREQUAL_DONE = 'Prequalification has begun';

/** The newest cycle with a department decision: the limits and mitigation plans the company holds. */
function latestDecided(cycles: readonly PrequalCycle[]): PrequalCycle | undefined {
  return cycles.find((c) => c.categoryStatuses.some((d) => d.status !== 'DEPARTMENT_PENDING'));
}

/** Main: the company, its contact, its statuses, its limits and plans, its history, and the prequal actions. */
export function CompanyMainTab({ company, onOpenGeneralInfo }: { company: Company; /** Shows the company's General tab. */ onOpenGeneralInfo?: () => void }) {
  const { role } = useAuth();
  const { data, loading } = useCompanyPrequalHistory(company.vendorId);
  const { data: profileData } = useCompanyProfile(company.vendorId);
  const profile = profileData?.companyProfile;
  const cycles = data?.prequalHistory ?? [];
  const [confirmRenewal, setConfirmRenewal] = useState(false);
  const [startRenewal, { loading: renewing }] = useCompanyStartRenewal();
  const [beginPrequal, { loading: beginning }] = useCompanyBeginPrequal();
  // A Begin refused for want of the number of employees: the server's words, with the way to General Info.
  const [noEmployees, setNoEmployees] = useState<string | null>(null);

  const newest = cycles[0];
  const decided = latestDecided(cycles);
  const finalCycle = cycles.find((c) => c.finalStatus && c.finalStatus !== 'IN_PROGRESS');
  const expiresAt = cycles.find((c) => c.expiresAt)?.expiresAt;
  const status = company.prequalStatus;
  const approved = status === 'AWAITING_RENEWAL' || (status === 'COMPLETED' && isApproval(newest?.finalStatus));
  const canStartRenewal = hasPermission(role, 'prequal.review') && data !== undefined && approved;
  const canBegin = hasPermission(role, 'prequal.begin') && (status === 'NOT_STARTED' || status === 'AWAITING_RENEWAL');
  const contactName = [company.primaryContactFirstName, company.primaryContactLastName].filter(Boolean).join(' ');
  const contactPhone = company.primaryContactOfficePhone || company.primaryContactCellPhone;
  const plans = decided ? decisionsByDepartment(decided).filter(({ decision }) => decision?.mitigationPlan) : [];

  const renew = async () => {
    try {
      await startRenewal({ variables: { vendorId: company.vendorId } });
      toaster.create({ type: 'success', title: START_RENEWAL_DONE });
    } catch {
      // The global Alert shows why.
    } finally {
      setConfirmRenewal(false);
    }
  };

  const begin = async () => {
    try {
      await beginPrequal({ variables: { vendorId: company.vendorId } });
      toaster.create({ type: 'success', title: BEGIN_PREQUAL_DONE });
    } catch (error) {
      if (isNoEmployees(error)) setNoEmployees(errorMessageOf(error));
      else showAlert(errorMessageOf(error));
    }
  };

  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="2" as="section" aria-labelledby="company-heading">
          <Heading as="h2" size="md" id="company-heading">
            Company
          </Heading>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Company Name</DataList.ItemLabel>
              <DataList.ItemValue>
                {profile?.crmUrl ? (
                  <Link href={profile.crmUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                    {company.companyName}
                    <LuExternalLink aria-hidden="true" />
                    <Text as="span" srOnly>
                      (opens the CRM record in a new tab)
                    </Text>
                  </Link>
                ) : profile?.accountId ? (
                  // No record page to open (the CRM simulator has none): the name, and the CRM id to look it up by.
                  <Stack gap="0">
                    <Text as="span">{company.companyName}</Text>
                    <Text as="span" color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                      CRM id: {profile.accountId}
                    </Text>
                  </Stack>
                ) : (
                  company.companyName
                )}
              </DataList.ItemValue>
            </DataList.Item>
            {profile?.accountId && hasPermission(role, 'companies.crmSync') && (
              <DataList.Item>
                <DataList.ItemLabel>Dynamics 365</DataList.ItemLabel>
                <DataList.ItemValue>
                  <CrmSyncField vendorId={company.vendorId} crmSync={profile.crmSync} />
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>ERP Id</DataList.ItemLabel>
              <DataList.ItemValue>
                {profile ? (
                  <ErpIdField
                    // A new stored value (after a save or a reload) starts the field afresh.
                    key={profile.hb_erpid ?? ''}
                    vendorId={company.vendorId}
                    companyName={company.companyName}
                    value={profile.hb_erpid ?? null}
                    editable={hasPermission(role, 'companies.update')}
                  />
                ) : (
                  '—'
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Primary Contact</DataList.ItemLabel>
              <DataList.ItemValue>{contactName || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Email</DataList.ItemLabel>
              <DataList.ItemValue>
                {company.primaryContactEmail ? <a href={`mailto:${company.primaryContactEmail}`}>{company.primaryContactEmail}</a> : '—'}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Phone</DataList.ItemLabel>
              <DataList.ItemValue>{contactPhone || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>

        <Stack gap="2" as="section" aria-labelledby="status-heading">
          <Heading as="h2" size="md" id="status-heading">
            Status
          </Heading>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Approval Status</DataList.ItemLabel>
              <DataList.ItemValue>{registrationStatusLabel(company.registrationStatus)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Overall Status</DataList.ItemLabel>
              <DataList.ItemValue>{prequalStatusLabel(status)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Final Decision</DataList.ItemLabel>
              <DataList.ItemValue>{finalCycle ? finalDecisionLabel(finalCycle.finalStatus) : '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Expiration Date</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(expiresAt) || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {(canStartRenewal || canBegin) && (
            <HStack gap="3" pt="2" wrap="wrap">
              {canStartRenewal && (
                <Button colorPalette="blue" onClick={() => setConfirmRenewal(true)}>
                  Start Renewal
                </Button>
              )}
              {canBegin && (
                <Button colorPalette="blue" variant="outline" onClick={() => void begin()} loading={beginning}>
                  Begin Prequalification
                </Button>
              )}
            </HStack>
          )}
        </Stack>
      </SimpleGrid>

      {loading && !data ? (
        <PageSpinner label="Loading the prequal history" />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Stack gap="2" as="section" aria-labelledby="limits-heading">
              <Heading as="h2" size="md" id="limits-heading">
                Financial Limits
              </Heading>
              {decided && <Text textStyle="sm" color="fg.muted">{`From the ${cycleName(decided)} prequalification`}</Text>}
              <FinancialLimitsList decision={decided && financialDecisionOf(decided)} />
            </Stack>
            <Stack gap="2" as="section" aria-labelledby="mitigation-heading">
              <Heading as="h2" size="md" id="mitigation-heading">
                Mitigation Plan
              </Heading>
              {plans.length === 0 ? (
                <Text color="fg.muted">No Mitigation Plan</Text>
              ) : (
                <DataList.Root orientation="horizontal">
                  {plans.map(({ department, decision }) => (
                    <DataList.Item key={department.key}>
                      <DataList.ItemLabel>{department.label}</DataList.ItemLabel>
                      <DataList.ItemValue whiteSpace="pre-line">{decision?.mitigationPlan}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              )}
            </Stack>
          </SimpleGrid>
          <PrequalHistorySection vendorId={company.vendorId} cycles={cycles} />
          {newest && <ScorePanel vendorId={company.vendorId} headingAs="h2" />}
          {newest && <SafetyMetricsPanel vendorId={company.vendorId} headingAs="h2" />}
        </>
      )}

      <ProjectCards vendorId={company.vendorId} />

      <CommentsSection vendorId={company.vendorId} />

      <ConfirmDialog
        open={confirmRenewal}
        title="Start Renewal"
        message={`Start a new prequalification cycle for ${company.companyName}?`}
        confirmLabel="Start Renewal"
        busy={renewing}
        onConfirm={() => void renew()}
        onCancel={() => setConfirmRenewal(false)}
      />
      <NoEmployeesAlert
        open={noEmployees !== null}
        message={noEmployees ?? ''}
        onCancel={() => setNoEmployees(null)}
        onGoToGeneralInfo={() => {
          setNoEmployees(null);
          onOpenGeneralInfo?.();
        }}
      />
    </Stack>
  );
}
