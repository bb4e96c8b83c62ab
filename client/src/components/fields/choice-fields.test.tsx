import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, CheckboxGroupField, RadioGroupField } from './choice-fields';
import { renderControlled } from './testing';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const ACTIONS = [
  { value: 'supply', label: 'Supply' },
  { value: 'install', label: 'Install' },
  { value: 'other', label: 'Other' },
];

describe('RadioGroupField', () => {
  it('is a group named by its question, with every option visible, and reports the choice', async () => {
    const { user, changes } = renderControlled('', (value, onChange) => (
      <RadioGroupField name="bondable" label="Bondable" required options={YES_NO} value={value} onChange={onChange} />
    ));
    const group = screen.getByRole('group', { name: 'Bondable (required)' });
    expect(within(group).getByRole('radio', { name: 'No' })).not.toBeChecked();
    await user.click(within(group).getByLabelText('Yes'));
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(changes).toEqual(['yes']);
  });

  it('describes the group by its hint and error', () => {
    renderControlled('', (value, onChange) => (
      <RadioGroupField name="bondable" label="Bondable" hint="Can you be bonded?" error="Bondable is required" options={YES_NO} value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('group', { name: 'Bondable' })).toHaveAccessibleDescription('Bondable is required Can you be bonded?');
  });

  it('read-only and disabled: the answer shows, it cannot change, the hint is gone', async () => {
    const { user, changes } = renderControlled('no', (value, onChange) => (
      <RadioGroupField name="bondable" label="Bondable" hint="Can you be bonded?" readOnly disabled options={YES_NO} value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    await user.click(screen.getByLabelText('Yes'));
    expect(changes).toEqual([]);
    expect(screen.queryByText('Can you be bonded?')).not.toBeInTheDocument();
  });
});

describe('CheckboxGroupField', () => {
  it('ticks any number of boxes', async () => {
    const { user, changes } = renderControlled<string[]>(['supply'], (value, onChange) => (
      <CheckboxGroupField name="actions" label="Company Perform Actions" options={ACTIONS} value={value} onChange={onChange} />
    ));
    const group = screen.getByRole('group', { name: 'Company Perform Actions' });
    expect(within(group).getByRole('checkbox', { name: 'Supply' })).toBeChecked();
    await user.click(within(group).getByLabelText('Other'));
    expect(changes.at(-1)).toEqual(['supply', 'other']);
    expect(within(group).getByRole('checkbox', { name: 'Other' })).toBeChecked();
  });

  it('shows its error', () => {
    renderControlled<string[]>([], (value, onChange) => (
      <CheckboxGroupField name="actions" label="Actions" error="Choose at least one" options={ACTIONS} value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('group', { name: 'Actions' })).toHaveAccessibleDescription('Choose at least one');
  });

  it('read-only: the ticks show and cannot change', async () => {
    const { user, changes } = renderControlled<string[]>(['install'], (value, onChange) => (
      <CheckboxGroupField name="actions" label="Actions" readOnly disabled options={ACTIONS} value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('checkbox', { name: 'Install' })).toBeChecked();
    await user.click(screen.getByLabelText('Supply'));
    expect(changes).toEqual([]);
  });
});

describe('CheckboxField', () => {
  it('one box whose label is the statement, ticked and unticked', async () => {
    const { user, changes } = renderControlled(false, (value, onChange) => (
      <CheckboxField name="confirm" label="I confirm the answers are true" value={value} onChange={onChange} />
    ));
    const box = screen.getByRole('checkbox', { name: 'I confirm the answers are true' });
    await user.click(screen.getByLabelText('I confirm the answers are true'));
    expect(box).toBeChecked();
    expect(changes).toEqual([true]);
  });

  it('shows its error, and read-only it cannot change', async () => {
    const { user, changes } = renderControlled(true, (value, onChange) => (
      <CheckboxField name="confirm" label="I confirm" error="Required" readOnly disabled value={value} onChange={onChange} />
    ));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I confirm' })).toBeChecked();
    await user.click(screen.getByLabelText('I confirm'));
    expect(changes).toEqual([]);
  });
});
