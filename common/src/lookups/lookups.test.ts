import { allCountries } from 'country-region-data';
import { describe, expect, it } from 'vitest';
import { BONDABLE_OPTIONS, BONDABLE_TRUE } from './bondable.js';
import { CERTIFICATION_NONE, CERTIFICATIONS } from './certifications.js';
import { COMPANY_PERFORM_ACTION_OTHER, COMPANY_PERFORM_ACTIONS } from './company-perform-actions.js';
import { COUNTRIES, DEFAULT_COUNTRY, isCountry, regionsOf } from './countries.js';
import { HOW_HEARD_EMPLOYEE_REFERRAL, HOW_HEARD_OPTIONS } from './how-heard.js';
import { LOOKUPS, lookupList, REGISTRATION_FIELD_LOOKUPS } from './index.js';
import { REGIONS } from './regions.js';
import { SCOPE_OPTIONS, SCOPE_SUB_OUT_PARTIAL } from './scope-options.js';
import { TRADES_BY_WORK_TYPE, tradesOf } from './trades-by-work-type.js';
import { labelOf, type LookupList, valuesOf } from './types.js';
import { WORK_TYPES } from './work-types.js';
import { YES_NO_OPTIONS } from './yes-no.js';

const flatLists = Object.entries(LOOKUPS).filter(([name]) => name !== 'tradesByWorkType') as [string, LookupList][];

function expectWellFormed(name: string, list: LookupList) {
  expect(list.length, name).toBeGreaterThan(0);
  for (const o of list) {
    expect(typeof o.value, name).toBe('string');
    expect(o.value.trim(), name).toBe(o.value);
    expect(o.value, name).not.toBe('');
    expect(o.label.trim(), name).not.toBe('');
  }
  const values = list.map((o) => o.value);
  expect(new Set(values).size, `${name} values are unique`).toBe(values.length);
  const labels = list.map((o) => o.label);
  expect(new Set(labels).size, `${name} labels are unique`).toBe(labels.length);
}

describe('lookup lists', () => {
  it('every list has unique, non-blank values and labels', () => {
    for (const [name, list] of flatLists) expectWellFormed(name, list);
    for (const [workType, list] of Object.entries(TRADES_BY_WORK_TYPE)) expectWellFormed(workType, list);
  });

  it('LOOKUPS names every list the registration form uses', () => {
    expect(Object.keys(LOOKUPS).sort()).toEqual(
      [
        'bondable',
        'certifications',
        'companyPerformActions',
        'countries',
        'howHeard',
        'laborTypes',
        'marketSectors',
        'regions',
        'scopeOptions',
        'tradesByWorkType',
        'workTypes',
        'yesNo',
      ].sort(),
    );
    for (const listName of Object.values(REGISTRATION_FIELD_LOOKUPS)) expect(lookupList(listName).length).toBeGreaterThan(0);
  });

  it('regions include the codes the spec names', () => {
    expect(valuesOf(REGIONS)).toEqual(expect.arrayContaining(['AL', 'DC', 'MDBA', 'NOVA']));
  });

  it('work types are the five of the spec, each with 15 to 40 numbered trades labelled "code - name"', () => {
    expect(valuesOf(WORK_TYPES)).toEqual(['SUPPLY_ONLY', 'SUPPLY_AND_INSTALL', 'CONSULTANTS', 'PROJECT_SITE_OPERATIONS_SERVICES', 'SPECIALTY']);
    expect(Object.keys(TRADES_BY_WORK_TYPE).sort()).toEqual(valuesOf(WORK_TYPES).sort());
    for (const { value } of WORK_TYPES) {
      const trades = tradesOf(value);
      expect(trades.length, value).toBeGreaterThanOrEqual(15);
      expect(trades.length, value).toBeLessThanOrEqual(40);
      for (const t of trades) {
        expect(t.value).toMatch(/^\d{2} \d{2} \d{2}$/);
        expect(t.label.startsWith(`${t.value} - `), t.label).toBe(true);
      }
    }
    expect(tradesOf('NOPE')).toEqual([]);
    expect(tradesOf(undefined)).toEqual([]);
    expect(tradesOf('toString')).toEqual([]);
  });

  it('the revealing option constants belong to their lists', () => {
    expect(valuesOf(SCOPE_OPTIONS)).toContain(SCOPE_SUB_OUT_PARTIAL);
    expect(SCOPE_OPTIONS.map((o) => o.label)).toEqual(['Complete turnkey scope', 'Sub-out partial scopes', 'N/A']);
    expect(valuesOf(COMPANY_PERFORM_ACTIONS)).toContain(COMPANY_PERFORM_ACTION_OTHER);
    expect(labelOf(COMPANY_PERFORM_ACTIONS, COMPANY_PERFORM_ACTION_OTHER)).toBe('Other');
    expect(valuesOf(HOW_HEARD_OPTIONS)).toContain(HOW_HEARD_EMPLOYEE_REFERRAL);
    expect(labelOf(HOW_HEARD_OPTIONS, HOW_HEARD_EMPLOYEE_REFERRAL)).toMatch(/employee/i);
    expect(labelOf(CERTIFICATIONS, CERTIFICATION_NONE)).toBe('None');
    expect(valuesOf(BONDABLE_OPTIONS)).toEqual([BONDABLE_TRUE, 'false']);
    expect(YES_NO_OPTIONS.map((o) => o.label)).toEqual(['Yes', 'No']);
  });

  it('labelOf falls back to the stored value', () => {
    expect(labelOf(REGIONS, 'NOVA')).toBe('Northern Virginia');
    expect(labelOf(REGIONS, 'OLD')).toBe('OLD');
    expect(labelOf(REGIONS, null)).toBe('');
  });
});

describe('countries and regions', () => {
  const dataset = new Map(allCountries.map(([name, , regions]) => [name as string, regions.map(([r]) => r)]));

  it('COUNTRIES lists every country of the dataset once, United States first', () => {
    expect(DEFAULT_COUNTRY).toBe('United States');
    expect(COUNTRIES[0]).toEqual({ label: 'United States', value: 'United States' });
    expect(COUNTRIES).toHaveLength(dataset.size);
    expect(new Set(valuesOf(COUNTRIES)).size).toBe(dataset.size);
    expect(valuesOf(COUNTRIES)).toEqual(expect.arrayContaining(['United States', 'Canada', 'Switzerland', 'Mexico']));
    for (const c of COUNTRIES) expect(c.label).toBe(c.value);
    const rest = valuesOf(COUNTRIES).slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('regionsOf("United States") is the full dataset list, states, DC and territories', () => {
    const us = regionsOf('United States');
    const names = valuesOf(us);
    expect(names).toEqual(expect.arrayContaining(['Virginia', 'District of Columbia', 'Maryland', 'Puerto Rico', 'Guam']));
    expect(names.sort()).toEqual([...dataset.get('United States')!].sort());
    for (const r of us) expect(r.label).toBe(r.value);
  });

  it('counts come from the dataset (Switzerland has 26 cantons in country-region-data 4.1.0)', () => {
    expect(regionsOf('Switzerland')).toHaveLength(dataset.get('Switzerland')!.length);
    expect(regionsOf('Switzerland')).toHaveLength(26);
    expect(regionsOf('Canada')).toHaveLength(dataset.get('Canada')!.length);
    expect(regionsOf('Slovakia')).toHaveLength(8);
    expect(regionsOf('Singapore')).toHaveLength(5);
    expect(regionsOf('Liechtenstein')).toHaveLength(11);
  });

  it('a country whose only region is itself offers none', () => {
    expect(dataset.get('Jersey')).toEqual(['Jersey']);
    for (const name of ['Jersey', 'Niue', 'Réunion', 'Martinique']) expect(regionsOf(name), name).toEqual([]);
    for (const [name, regions] of dataset) {
      const offersNone = regions.length === 0 || (regions.length === 1 && regions[0] === name);
      expect(regionsOf(name).length, name).toBe(offersNone ? 0 : regions.length);
    }
  });

  it('an unknown or missing country gives []', () => {
    expect(regionsOf('Atlantis')).toEqual([]);
    expect(regionsOf('')).toEqual([]);
    expect(regionsOf(null)).toEqual([]);
    expect(isCountry('Canada')).toBe(true);
    expect(isCountry('Atlantis')).toBe(false);
  });

  it('answers the same list object each time (built once)', () => {
    expect(regionsOf('Canada')).toBe(regionsOf('Canada'));
  });
});
