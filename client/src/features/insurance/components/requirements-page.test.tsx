import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerRequirementCalls, requirementRow } from '../testing/insurance-handlers';
import { NO_REQUIREMENTS_PERMISSION } from './requirements-page';

const PROFILE = [
  requirementRow('GENERAL_LIABILITY', { eachOccurrence: '1000000', generalAggregate: '2000000' }, { additionalInsured: true }),
  requirementRow('WORKERS_COMP', {}, { statutory: true }),
];

// jsdom has no PointerEvent; Zag's checkbox makes one when its input loses focus (the next field is typed into).
beforeAll(() => {
  window.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
});

describe('Insurance requirements page', () => {
  it('shows the saved profile and saves a raised minimum and a newly required coverage', async () => {
    const saved = answerRequirementCalls({ requirements: PROFILE });
    const { user } = renderApp('/admin/insurance-requirements', { role: 'SYSTEM_ADMIN' });
    const each = await screen.findByRole('textbox', { name: /Minimum each occurrence/ });
    expect(each).toHaveValue('1000000');
    expect(screen.getByRole('checkbox', { name: "Workers' compensation is required" })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Auto is required' })).not.toBeChecked();

    await user.clear(each);
    await user.type(each, '2,000,000');
    await user.click(screen.getByRole('checkbox', { name: 'Auto is required' }));
    await user.type(await screen.findByRole('textbox', { name: /Minimum combined single limit/ }), '1000000');
    await user.click(screen.getByRole('button', { name: 'Save requirements' }));
    expect(await screen.findByText(/Requirement profile saved/)).toBeInTheDocument();
    expect(saved).toEqual([
      [
        {
          coverage: 'GENERAL_LIABILITY',
          minimums: [
            { key: 'eachOccurrence', amount: '2,000,000' },
            { key: 'generalAggregate', amount: '2000000' },
          ],
          statutory: false,
          additionalInsured: true,
          waiverOfSubrogation: false,
        },
        { coverage: 'AUTO', minimums: [{ key: 'combinedSingleLimit', amount: '1000000' }], statutory: false, additionalInsured: false, waiverOfSubrogation: false },
        { coverage: 'WORKERS_COMP', minimums: [], statutory: true, additionalInsured: false, waiverOfSubrogation: false },
      ],
    ]);
    expect(screen.getByRole('textbox', { name: /Minimum each occurrence/ })).toHaveValue('2000000');
  });

  it('checks an amount before sending, and shows the server field errors beside their minimum', async () => {
    const saved = answerRequirementCalls({ requirements: PROFILE, saveError: { '0.minimums.1.amount': 'General liability general aggregate is too large' } });
    const { user } = renderApp('/admin/insurance-requirements', { role: 'SYSTEM_ADMIN' });
    const each = await screen.findByRole('textbox', { name: /Minimum each occurrence/ });
    await user.clear(each);
    await user.type(each, 'a lot');
    await user.click(screen.getByRole('button', { name: 'Save requirements' }));
    expect(await screen.findByText('General liability each occurrence must be an amount of 0 or more, with at most 2 decimals')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(each);
    await user.type(each, '1000000');
    await user.click(screen.getByRole('button', { name: 'Save requirements' }));
    const aggregate = screen.getByRole('textbox', { name: /Minimum general aggregate/ });
    expect(await screen.findByText('General liability general aggregate is too large')).toBeInTheDocument();
    expect(aggregate).toHaveAttribute('aria-invalid', 'true');
  });

  it("edits a project's stricter requirements apart from the builder's", async () => {
    const saved = answerRequirementCalls({ requirements: PROFILE, projects: { 'proj-1': [requirementRow('UMBRELLA', { eachOccurrence: '5000000' })] } });
    const { user } = renderApp('/admin/insurance-requirements', { role: 'SYSTEM_ADMIN' });
    await screen.findByRole('textbox', { name: /Minimum each occurrence/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Requirements for/ }), 'Project P-1 Tower 1');
    expect(await screen.findByText(/checked against the stricter of the two/)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Umbrella/excess is required' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'General liability is required' })).not.toBeChecked();
    const umbrella = screen.getByRole('textbox', { name: /Minimum each occurrence/ });
    expect(umbrella).toHaveValue('5000000');
    await user.clear(umbrella);
    await user.type(umbrella, '10000000');
    await user.click(screen.getByRole('button', { name: 'Save requirements' }));
    expect(await screen.findByText(/Project requirements saved/)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        projectId: 'proj-1',
        requirements: [
          { coverage: 'UMBRELLA', minimums: [{ key: 'eachOccurrence', amount: '10000000' }], statutory: false, additionalInsured: false, waiverOfSubrogation: false },
        ],
      },
    ]);
  });

  it('sends nothing for a role without insurance.requirements', async () => {
    const saved = answerRequirementCalls({ requirements: PROFILE });
    renderApp('/admin/insurance-requirements', { role: 'PREQUAL_ADMIN' });
    expect(await screen.findByText(NO_REQUIREMENTS_PERMISSION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save requirements' })).toBeNull();
    expect(saved).toHaveLength(0);
    expect(within(screen.getByRole('navigation', { name: /./ })).queryByRole('link', { name: 'Insurance Requirements' })).toBeNull();
  });
});
