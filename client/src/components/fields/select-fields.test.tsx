import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '../../test/field-error';
import { MultiSelectField } from './multi-select-field';
import { SelectField } from './select-field';
import { renderControlled } from './testing';

const STATES = [
  { value: 'MD', label: 'Maryland' },
  { value: 'VA', label: 'Virginia' },
  { value: 'DC', label: 'Washington, DC' },
  { value: 'DE', label: 'Delaware' },
  { value: 'PA', label: 'Pennsylvania' },
];

describe('SelectField', () => {
  it('offers the options under its label and reports the choice', async () => {
    const { user, changes } = renderControlled('', (value, onChange) => <SelectField name="state" label="State" options={STATES} value={value} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Select...' })).toBeInTheDocument();
    await user.selectOptions(select, 'Virginia');
    expect(select).toHaveValue('VA');
    expect(changes).toEqual(['VA']);
  });

  it('shows its error', () => {
    renderControlled('', (value, onChange) => <SelectField name="state" label="State" error="State is required" options={STATES} value={value} onChange={onChange} />);
    expect(fieldErrorOf(screen.getByRole('combobox', { name: 'State' }))).toBe('State is required');
  });

  it('read-only: the chosen label in a read-only input', () => {
    renderControlled('MD', (value, onChange) => <SelectField name="state" label="State" readOnly options={STATES} value={value} onChange={onChange} />);
    const input = screen.getByLabelText('State');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveValue('Maryland');
    expect(input).toHaveAttribute('readonly');
  });
});

describe('MultiSelectField', () => {
  it('chooses several options from the list and sums them up on the trigger', async () => {
    const { user, changes } = renderControlled<string[]>([], (value, onChange) => (
      <MultiSelectField name="regions" label="Regions" options={STATES} value={value} onChange={onChange} />
    ));
    const trigger = screen.getByRole('combobox', { name: 'Regions' });
    expect(trigger).toHaveTextContent('Select...');
    await user.click(trigger);
    const list = await screen.findByRole('listbox');
    await user.click(await within(list).findByRole('option', { name: 'Virginia' }));
    await user.click(within(list).getByRole('option', { name: 'Maryland' }));
    expect(changes.at(-1)).toEqual(['VA', 'MD']);
    expect(trigger).toHaveTextContent('Virginia, Maryland');
  });

  it('shows at most three chosen labels, then "+N more", and its hint and error', () => {
    renderControlled(['MD', 'VA', 'DC', 'DE', 'PA'], (value, onChange) => (
      <MultiSelectField name="regions" label="Regions" hint="Where you work" error="Too many" options={STATES} value={value} onChange={onChange} />
    ));
    expect(screen.getByRole('combobox', { name: 'Regions' })).toHaveTextContent('Maryland, Virginia, Washington, DC +2 more');
    expect(screen.getByText('Where you work')).toBeInTheDocument();
    expect(screen.getByText('Too many')).toBeInTheDocument();
  });

  it('disables the other options once the most allowed are chosen', async () => {
    const { user } = renderControlled(['MD', 'VA'], (value, onChange) => (
      <MultiSelectField name="trades" label="Trades" max={2} options={STATES} value={value} onChange={onChange} />
    ));
    await user.click(screen.getByRole('combobox', { name: 'Trades' }));
    const list = await screen.findByRole('listbox');
    expect(await within(list).findByRole('option', { name: 'Delaware' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(list).getByRole('option', { name: 'Virginia' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('read-only as text: every chosen label in a read-only input', () => {
    renderControlled(['MD', 'VA', 'DC', 'DE'], (value, onChange) => (
      <MultiSelectField name="sectors" label="Sectors" readOnly readOnlyAsText options={STATES} value={value} onChange={onChange} />
    ));
    expect(screen.getByLabelText('Sectors')).toHaveValue('Maryland, Virginia, Washington, DC, Delaware');
    expect(screen.getByLabelText('Sectors')).toHaveAttribute('readonly');
  });

  it('read-only: the trigger shows the choices, wrapped, and opens no list', async () => {
    const { user } = renderControlled(['MD', 'VA'], (value, onChange) => (
      <MultiSelectField name="regions" label="Regions" readOnly options={STATES} value={value} onChange={onChange} />
    ));
    const trigger = screen.getByRole('combobox', { name: 'Regions' });
    expect(trigger).toHaveTextContent('Maryland, Virginia');
    await user.click(trigger);
    expect(screen.queryByRole('option', { name: 'Delaware' })).not.toBeInTheDocument();
  });
});
