import { regionsOf } from '@portal/common/lookups/countries';
import { LOOKUPS, lookupList, type FlatLookupName } from '@portal/common/lookups/index';
import { tradesOf } from '@portal/common/lookups/trades-by-work-type';
import type { LookupList } from '@portal/common/lookups/types';
import { AppError } from '../../errors.js';

/** Lists whose options depend on a key: the trades of a work type, the regions (states) of a country. */
const KEYED_LISTS: Record<string, (key: string) => LookupList> = {
  trades: tradesOf,
  countryRegions: regionsOf,
};

const FLAT_LISTS = Object.keys(LOOKUPS).filter((n) => n !== 'tradesByWorkType') as FlatLookupName[];

/** The lookup lists of common/ (data, not code), served to everyone: the registration form is public. */
export class LookupsService {
  list(name: string, key?: string | null): LookupList {
    if (Object.hasOwn(KEYED_LISTS, name)) return KEYED_LISTS[name]!((key ?? '').trim());
    if ((FLAT_LISTS as string[]).includes(name)) return lookupList(name as FlatLookupName);
    throw new AppError('NOT_FOUND', `No lookup list is named '${name}'. Lists: ${[...FLAT_LISTS, ...Object.keys(KEYED_LISTS)].join(', ')}.`);
  }
}
