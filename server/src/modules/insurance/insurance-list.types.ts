import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { INSURANCE_LIST } from './insurance-list.js';
import { InsuranceListRowType } from './insurance.types.js';

export const InsuranceListPageType = pageType('InsuranceListPage', () => InsuranceListRowType);
export const InsuranceListOptions = listOptionsType('InsuranceCompliance', INSURANCE_LIST);
