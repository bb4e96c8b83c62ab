import { Button, Fieldset, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { COMPANY_INSURANCE_STATES, COMPANY_INSURANCE_WORDS } from '@portal/common/domain/company-insurance';
import { PREQUAL_STATUSES, PREQUAL_STATUS_LABELS } from '@portal/common/domain/statuses';
import { CERTIFICATIONS } from '@portal/common/lookups/certifications';
import { MARKET_SECTORS } from '@portal/common/lookups/market-sectors';
import { REGIONS } from '@portal/common/lookups/regions';
import { TRADES_BY_WORK_TYPE } from '@portal/common/lookups/trades-by-work-type';
import type { LookupList } from '@portal/common/lookups/types';
import { WORK_TYPES } from '@portal/common/lookups/work-types';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormField } from '../../../components/form-field';
import { NO_FILTERS, type QualifiedFilters } from '../api/get-companies';

/** "Limit at least" as people type it: dollars, commas and cents allowed. */
const AMOUNT = /^\$?\s*\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;
export const AMOUNT_MESSAGE = 'Enter an amount in dollars, e.g. 1,500,000';
/** "Score at least": a whole number from 0 to 100, as the server takes it. */
const SCORE = /^(100|[1-9]?\d)$/;
export const SCORE_MESSAGE = 'Enter a whole number from 0 to 100';

function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) {
  return (
    <FormField label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">Any</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

const options = (list: LookupList) =>
  list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/**
 * The qualified-vendor search (beyond the specification): trade (primary or secondary), region, market sector,
 * certification, overall status, "limit at least" a project size (the newest approved prequalification's single
 * limit, not expired), "score at least" (the prequalification score) and insurance (the compliance with the
 * requirement profile, in the insurance module's words). Search applies them; Clear removes them all.
 */
export function QualifiedSearch({ applied, onApply }: { applied: QualifiedFilters; onApply: (filters: QualifiedFilters) => void }) {
  const [draft, setDraft] = useState<QualifiedFilters>(applied);
  const [errors, setErrors] = useState<{ minSingleLimit?: string; minScore?: string }>({});
  const set = (key: keyof QualifiedFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = draft.minSingleLimit.trim();
    const score = draft.minScore.trim();
    const found = {
      ...(amount && !AMOUNT.test(amount) ? { minSingleLimit: AMOUNT_MESSAGE } : {}),
      ...(score && !SCORE.test(score) ? { minScore: SCORE_MESSAGE } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    onApply({ ...draft, minSingleLimit: amount.replace(/[$,\s]/g, ''), minScore: score });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setErrors({});
    onApply(NO_FILTERS);
  };

  return (
    <form onSubmit={submit} aria-label="Qualified vendor search" noValidate>
      <Fieldset.Root borderWidth="1px" rounded="md" p="4">
        <Fieldset.Legend>Qualified vendor search</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="2">
          <Choice label="Trade" value={draft.trade} onChange={set('trade')}>
            {WORK_TYPES.map((w) => (
              <optgroup key={w.value} label={w.label}>
                {options(TRADES_BY_WORK_TYPE[w.value])}
              </optgroup>
            ))}
          </Choice>
          <Choice label="Region" value={draft.region} onChange={set('region')}>
            {options(REGIONS)}
          </Choice>
          <Choice label="Market Sector" value={draft.marketSector} onChange={set('marketSector')}>
            {options(MARKET_SECTORS)}
          </Choice>
          <Choice label="Certification" value={draft.certification} onChange={set('certification')}>
            {options(CERTIFICATIONS)}
          </Choice>
          <Choice label="Overall Status" value={draft.prequalStatus} onChange={set('prequalStatus')}>
            {PREQUAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PREQUAL_STATUS_LABELS[s]}
              </option>
            ))}
          </Choice>
          <FormField label="Limit at least" error={errors.minSingleLimit} helperText="Single limit of an unexpired prequalification">
            <Input size="sm" inputMode="decimal" placeholder="$1,500,000" value={draft.minSingleLimit} onChange={(e) => set('minSingleLimit')(e.target.value)} />
          </FormField>
          <FormField label="Score at least" error={errors.minScore} helperText="Prequalification score, 0 to 100">
            <Input size="sm" inputMode="numeric" placeholder="70" value={draft.minScore} onChange={(e) => set('minScore')(e.target.value)} />
          </FormField>
          <Choice label="Insurance" value={draft.insurance} onChange={set('insurance')}>
            {COMPANY_INSURANCE_STATES.map((s) => (
              <option key={s} value={s}>
                {COMPANY_INSURANCE_WORDS[s]}
              </option>
            ))}
          </Choice>
        </SimpleGrid>
        <HStack mt="3" gap="2">
          <Button type="submit" size="sm" colorPalette="blue">
            Find qualified vendors
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={clear}>
            Clear filters
          </Button>
        </HStack>
      </Fieldset.Root>
    </form>
  );
}
