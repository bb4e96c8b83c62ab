import { Alert, Button, Input, InputGroup, Table, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/dialog-frame';
import { useState } from 'react';
import { graphQLErrorsOf } from '../../../../api/error-details';
import { toaster } from '../../../../components/toaster';
import type { PrequalRow } from '../../api/prequal-row';
import { useSetLimitsAndPlans } from '../../api/set-limits-and-plans';
import { departments, limitsDepartment } from '@portal/common/domain/categories';
import { departmentStatusLabel } from '@portal/common/domain/decision-labels';
import { decisionErrorText, DECISION_MESSAGES, LIMITS, moneyOf, type LimitKey } from '../../department-rules';
import { decisionOf } from '../department-cell';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function moneyText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? money.format(n) : value;
}

/** Mitigation plans by department key (SAFETY, FINANCIAL, LEGAL, ...). */
type Plans = Record<string, string>;
type Limits = Record<LimitKey, string>;

function plansOf(row: PrequalRow): Plans {
  return Object.fromEntries(departments().map((d) => [d.key, decisionOf(row, d)?.mitigationPlan ?? '']));
}

function limitsOf(row: PrequalRow): Limits {
  // The limits the financial department (the registry's limitsRequired) grants.
  const department = limitsDepartment();
  const financial = department && decisionOf(row, department);
  return { aggregateLimit: financial?.aggregateLimit ?? '', singleLimit: financial?.singleLimit ?? '', bondingLimit: financial?.bondingLimit ?? '' };
}

interface ReviewDetailsDialogProps {
  row: PrequalRow;
  /** Who may change the limits and plans (prequal.review) gets Edit, then Save. */
  editable: boolean;
  onClose: () => void;
}

/**
 * Review Details, the final review's status and limits popup: each department's decision, mitigation plan,
 * comment and limits. It toggles from view to edit to save.
 */
export function ReviewDetailsDialog({ row: given, editable, onClose }: ReviewDetailsDialogProps) {
  const { setLimits, setPlans } = useSetLimitsAndPlans();
  const [row, setRow] = useState(given);
  const [editing, setEditing] = useState(false);
  const [plans, setPlansDraft] = useState(() => plansOf(given));
  const [limits, setLimitsDraft] = useState(() => limitsOf(given));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = () => {
    setPlansDraft(plansOf(row));
    setLimitsDraft(limitsOf(row));
    setProblem(null);
    setEditing(true);
  };

  const save = async () => {
    const wrong = LIMITS.filter(({ key }) => moneyOf(limits[key]) === null).map(({ label }) => DECISION_MESSAGES.money(label));
    if (wrong.length) return setProblem(wrong.map((m) => `${m}.`).join(' '));
    setSaving(true);
    setProblem(null);
    try {
      let latest = row;
      const before = limitsOf(row);
      if (LIMITS.some(({ key }) => moneyOf(limits[key]) !== moneyOf(before[key]))) {
        const [single, bonding, aggregate] = [limits.singleLimit, limits.bondingLimit, limits.aggregateLimit].map((v) => moneyOf(v) ?? '0');
        const { data } = await setLimits({ variables: { vendorId: row.vendorId, singleLimit: single!, bondingLimit: bonding!, aggregateLimit: aggregate! } });
        if (data) latest = data.setFinancialLimits;
      }
      const previous = plansOf(row);
      const changed = departments().filter((d) => (plans[d.key] ?? '').trim() !== (previous[d.key] ?? '').trim());
      if (changed.length) {
        const { data } = await setPlans({
          variables: { vendorId: row.vendorId, plans: Object.fromEntries(changed.map((d) => [d.key, (plans[d.key] ?? '').trim() || null])) },
        });
        if (data) latest = data.setMitigationPlans;
      }
      setRow(latest);
      setEditing(false);
      toaster.create({ type: 'success', title: 'Limits and mitigation plans saved' });
    } catch (error) {
      setProblem(decisionErrorText(graphQLErrorsOf(error).map((e) => e.message)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open
      // Not while a save runs.
      onDismiss={saving ? undefined : onClose}
      size="xl"
      title={`Review details: ${row.companyName}`}
      footer={
        <>
          {editing ? (
            <>
              <Button variant="outline" onClick={() => setEditing(false)} disabled={saving}>
                Cancel
              </Button>
              <Button colorPalette="green" onClick={() => void save()} loading={saving}>
                Save
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              {editable && <Button onClick={edit}>Edit</Button>}
            </>
          )}
        </>
      }
    >
      {problem && (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Table.Root size="sm" aria-label={`Department decisions of ${row.companyName}`}>
        <Table.Header>
          <Table.Row>
            {['Department', 'Status', 'Mitigation Plan', 'Comment', 'Aggregate Limit', 'Single Limit', 'Bonding Limit', 'Decided By'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {departments().map((department) => {
            const d = decisionOf(row, department);
            const financial = department.limitsRequired;
            return (
              <Table.Row key={department.key}>
                <Table.Cell>{department.label}</Table.Cell>
                <Table.Cell>{d ? departmentStatusLabel(d.status) : ''}</Table.Cell>
                <Table.Cell>
                  {editing && d ? (
                    <Textarea
                      size="sm"
                      rows={2}
                      aria-label={`${department.label} mitigation plan`}
                      value={plans[department.key]}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setPlansDraft((p) => ({ ...p, [department.key]: value }));
                      }}
                    />
                  ) : (
                    (d?.mitigationPlan ?? '')
                  )}
                </Table.Cell>
                <Table.Cell>{d?.commentText ?? ''}</Table.Cell>
                {(['aggregateLimit', 'singleLimit', 'bondingLimit'] as const).map((key) => (
                  <Table.Cell key={key}>
                    {editing && financial && d ? (
                      <InputGroup startAddon="$">
                        <Input
                          size="sm"
                          inputMode="decimal"
                          aria-label={LIMITS.find((l) => l.key === key)!.label}
                          value={limits[key]}
                          onChange={(e) => {
                            const value = e.currentTarget.value;
                            setLimitsDraft((l) => ({ ...l, [key]: value }));
                          }}
                        />
                      </InputGroup>
                    ) : (
                      moneyText(d?.[key])
                    )}
                  </Table.Cell>
                ))}
                <Table.Cell>{d?.decidedByName ?? ''}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </DialogFrame>
  );
}
