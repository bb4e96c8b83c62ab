import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { PrequalListItemType } from '../prequal/index.js';
import { PREQUAL_LIST } from './prequal-list.js';

/** A page of a prequalification tab, and its options (prequal-list.ts declares the filters). */
export const PrequalListPageType = pageType('PrequalListPage', () => PrequalListItemType);
export const PrequalListOptions = listOptionsType('Prequal', PREQUAL_LIST);
