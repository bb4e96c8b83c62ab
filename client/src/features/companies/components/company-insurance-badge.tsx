import { Badge } from '@chakra-ui/react';
import { COMPANY_INSURANCE_WORDS, type CompanyInsuranceState } from '@portal/common/domain/company-insurance';
import { INSURANCE_STATUS_PALETTE } from '../../insurance';

/** The Companies list's Insurance column: the company's compliance in the insurance module's words and colours. */
export function CompanyInsuranceBadge({ state }: { state: CompanyInsuranceState }) {
  return <Badge colorPalette={state === 'NONE' ? 'gray' : INSURANCE_STATUS_PALETTE[state]}>{COMPANY_INSURANCE_WORDS[state]}</Badge>;
}
