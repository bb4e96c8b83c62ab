import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldErrorOf } from '../../test/field-error';
import { rangeHint, TextAreaField, TextInputField } from './text-fields';
import { renderControlled } from './testing';

describe('TextInputField', () => {
  it('names its input by the label, shows the value and reports what is typed', async () => {
    const { user, changes } = renderControlled('Acme', (value, onChange) => (
      <TextInputField name="companyName" label="Company Name" value={value} onChange={onChange} />
    ));
    const input = screen.getByLabelText('Company Name');
    expect(input).toHaveValue('Acme');
    await user.type(input, ' Inc');
    expect(input).toHaveValue('Acme Inc');
    expect(changes.at(-1)).toBe('Acme Inc');
    expect(input.closest('[data-field-path]')).toHaveAttribute('data-field-path', 'companyName');
  });

  it('marks a required field, and shows the error under the control, described by it', () => {
    renderControlled('', (value, onChange) => <TextInputField name="city" label="City" required error="City is required" value={value} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: /^City/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fieldErrorOf(input)).toBe('City is required');
  });

  it('keeps its hint beside an error, so the allowed range stays in view', () => {
    renderControlled('9', (value, onChange) => (
      <TextInputField name="emr" label="EMR" hint="Between 0 and 5" error="Must be at most 5" value={value} onChange={onChange} />
    ));
    expect(screen.getByText('Between 0 and 5')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 5')).toBeInTheDocument();
  });

  it('read-only: the value cannot change and the hint is gone', async () => {
    const { user, changes } = renderControlled('0.85', (value, onChange) => (
      <TextInputField name="emr" label="EMR" hint="Between 0 and 5" readOnly value={value} onChange={onChange} />
    ));
    const input = screen.getByLabelText('EMR');
    expect(input).toHaveAttribute('readonly');
    await user.type(input, '9');
    expect(input).toHaveValue('0.85');
    expect(changes).toEqual([]);
    expect(screen.queryByText('Between 0 and 5')).not.toBeInTheDocument();
  });

  it('money: a $ in front, grouped after leaving the field (through onFormat when given)', async () => {
    const formatted: string[] = [];
    const { user } = renderControlled('', (value, onChange) => (
      <TextInputField
        name="annualVolume"
        label="Annual Volume"
        money
        value={value}
        onChange={onChange}
        onFormat={(v) => {
          formatted.push(v);
          onChange(v);
        }}
      />
    ));
    expect(screen.getByText('$')).toBeInTheDocument();
    const input = screen.getByLabelText('Annual Volume');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '1250000.5');
    await user.tab();
    expect(formatted).toEqual(['1,250,000.5']);
    expect(input).toHaveValue('1,250,000.5');
  });
});

describe('TextAreaField', () => {
  it('shows and changes a longer answer, with its hint', async () => {
    const { user, changes } = renderControlled('We build', (value, onChange) => (
      <TextAreaField name="scope" label="Scope of work" hint="At most 2000 characters" value={value} onChange={onChange} />
    ));
    const area = screen.getByRole('textbox', { name: 'Scope of work' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('At most 2000 characters');
    await user.type(area, ' schools');
    expect(changes.at(-1)).toBe('We build schools');
  });

  it('read-only: the text cannot change', () => {
    renderControlled('We build', (value, onChange) => <TextAreaField name="scope" label="Scope of work" readOnly value={value} onChange={onChange} />);
    expect(screen.getByLabelText('Scope of work')).toHaveAttribute('readonly');
  });
});

describe('rangeHint', () => {
  it('states the limits in words', () => {
    expect(rangeHint('float', 0, 5)).toBe('Between 0 and 5');
    expect(rangeHint('currency', 1000)).toBe('At least $1,000');
    expect(rangeHint('text', undefined, 12)).toBe('At most 12 characters');
    expect(rangeHint('text', 2, 12)).toBe('2 to 12 characters');
    expect(rangeHint('number')).toBeUndefined();
  });
});
