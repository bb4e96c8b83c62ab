import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { coverageOf, type CoverageType } from '@portal/common/domain/insurance';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/error-details';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { toaster } from '../../../components/toaster';
import { useAddInsurancePolicy, useRemoveInsurancePolicy, useUpdateInsurancePolicy } from '../api/change-insurance-policy';
import { useCompanyInsurance, type InsurancePolicyRow } from '../api/get-company-insurance';
import { ComplianceResult } from './compliance-result';
import { PolicyDialog } from './policy-dialog';

const money = (amount: string) => `$${Number(amount).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

function flagsOf(p: InsurancePolicyRow): string {
  return (
    [p.statutory && 'Statutory', p.additionalInsured && 'Additional insured', p.waiverOfSubrogation && 'Waiver of subrogation'].filter(Boolean).join(', ') || 'None'
  );
}

/**
 * The company page's Insurance tab: the compliance result with its gaps, the policies read from the certificates, and
 * (for roles with insurance.manage) the add, edit and remove dialogs.
 */
export function InsuranceSection({ vendorId }: { vendorId: string }) {
  const { role } = useAuth();
  const canManage = hasPermission(role, 'insurance.manage');
  const { data, loading, error } = useCompanyInsurance(vendorId);
  const [editing, setEditing] = useState<InsurancePolicyRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<InsurancePolicyRow | null>(null);
  const [add, added] = useAddInsurancePolicy(vendorId);
  const [update, updated] = useUpdateInsurancePolicy(vendorId);
  const [remove, removed] = useRemoveInsurancePolicy(vendorId);

  if (!data) {
    if (loading) return <PageSpinner label="Loading the insurance" />;
    return <Text>{error ? errorMessageOf(error) : 'The insurance could not be loaded.'}</Text>;
  }
  const policies = data.insurancePolicies;

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          Insurance
        </Heading>
        {canManage && <Button onClick={() => setEditing('new')}>Add policy</Button>}
      </HStack>
      <ComplianceResult compliance={data.insuranceCompliance} />
      {policies.length === 0 ? (
        <Text>No policies are on file. Add the policies of the company's certificate of insurance.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Insurance policies">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Coverage</Table.ColumnHeader>
                <Table.ColumnHeader>Carrier</Table.ColumnHeader>
                <Table.ColumnHeader>Policy number</Table.ColumnHeader>
                <Table.ColumnHeader>Limits</Table.ColumnHeader>
                <Table.ColumnHeader>Effective</Table.ColumnHeader>
                <Table.ColumnHeader>Expiry</Table.ColumnHeader>
                <Table.ColumnHeader>Endorsements</Table.ColumnHeader>
                <Table.ColumnHeader>Certificate</Table.ColumnHeader>
                {canManage && <Table.ColumnHeader>Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {policies.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{coverageOf(p.coverage as CoverageType).label}</Table.Cell>
                  <Table.Cell>{p.carrier}</Table.Cell>
                  <Table.Cell>{p.policyNumber}</Table.Cell>
                  <Table.Cell>
                    {p.limits.length === 0
                      ? '-'
                      : p.limits.map((l) => (
                          <Text key={l.key} fontSize="sm">
                            {l.label}: {money(l.amount)}
                          </Text>
                        ))}
                  </Table.Cell>
                  <Table.Cell>{p.effectiveDate}</Table.Cell>
                  <Table.Cell>{p.expiryDate}</Table.Cell>
                  <Table.Cell>{flagsOf(p)}</Table.Cell>
                  <Table.Cell>{p.certificateFileName}</Table.Cell>
                  {canManage && (
                    <Table.Cell>
                      <HStack gap="2">
                        <Button size="xs" variant="outline" onClick={() => setEditing(p)} aria-label={`Edit policy ${p.policyNumber}`}>
                          Edit
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(p)} aria-label={`Remove policy ${p.policyNumber}`}>
                          Remove
                        </Button>
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {editing && (
        <PolicyDialog
          vendorId={vendorId}
          policy={editing === 'new' ? null : editing}
          busy={added.loading || updated.loading}
          onCancel={() => setEditing(null)}
          onSave={async (policy) => {
            if (editing === 'new') await add({ variables: { vendorId, policy } });
            else await update({ variables: { policyId: editing.id, policy } });
            setEditing(null);
            toaster.create({ type: 'success', title: editing === 'new' ? 'Policy added' : 'Policy saved' });
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove policy"
        message={removing ? `Remove ${coverageOf(removing.coverage as CoverageType).label} policy ${removing.policyNumber}?` : ''}
        confirmLabel="Remove"
        destructive
        busy={removed.loading}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove({ variables: { policyId: removing.id } });
            toaster.create({ type: 'success', title: 'Policy removed' });
          } catch (e) {
            toaster.create({ type: 'error', title: errorMessageOf(e) });
          }
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
