import { describe, expect, it } from 'vitest';
import { orderCompanyTabs } from './company-detail-page';

const tab = (value: string) => ({ value, label: value, render: () => value });

describe('orderCompanyTabs', () => {
  it('puts Files and Users after the own tabs before them, then the own tabs after them, then every other extra tab', () => {
    const order = orderCompanyTabs([tab('main'), tab('general'), tab('notes')], [tab('related-accounts')], [tab('activity'), tab('users'), tab('files')]).map(
      (t) => t.value,
    );
    expect(order).toEqual(['main', 'general', 'notes', 'users', 'files', 'related-accounts', 'activity']);
  });

  it('keeps the own tabs alone when no extra tab is given', () => {
    expect(orderCompanyTabs([tab('main')], [tab('related-accounts')], []).map((t) => t.value)).toEqual(['main', 'related-accounts']);
  });
});
