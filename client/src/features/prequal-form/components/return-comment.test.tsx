import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { newServerState, serveForms, type ServerState } from '../test/prequal-handlers';

async function openForms(state: ServerState) {
  serveForms(state);
  server.use(
    graphql.query('VendorOverview', () =>
      HttpResponse.json({ data: { registration: { __typename: 'VendorRegistration', vendorId: 'v-1', prequalStatus: 'IN_PROGRESS', noOfEmployees: 40 } } }),
    ),
  );
  renderApp('/vendor/prequal-form', { role: 'VENDOR_ADMIN' });
  expect(await screen.findByRole('heading', { name: 'Prequalification', level: 1 })).toBeInTheDocument();
}

describe("/vendor/prequal-form after a return: the reviewer's comment", () => {
  beforeAll(() => import('./prequal-form-page'));

  it('stands beside the flagged question, with its note, and above the tabs; not beside the other questions', async () => {
    const state = newServerState({ returnComment: 'Please give the audited revenue.' });
    state.forms[1]!.flags = [{ path: 'revenue_2026', note: 'Use the audited figure' }];
    await openForms(state);
    expect(await screen.findByText('One question was returned for correction')).toBeInTheDocument();
    expect(
      screen.getByText("Reviewer's comment: Please give the audited revenue.", { selector: '.chakra-alert__description, [data-part="description"]' }),
    ).toBeInTheDocument();
    const flagged = screen.getByLabelText('Revenue 2026').closest('[data-field-path]')!;
    const note = flagged.querySelector('[data-flagged]')!;
    expect(note).toHaveTextContent('Returned for correction: Use the audited figure');
    expect(note).toHaveTextContent("Reviewer's comment: Please give the audited revenue.");
    expect(screen.getByLabelText('Bonding company').closest('[data-field-path]')).not.toHaveTextContent("Reviewer's comment");
  });

  it('a return without flagged questions still says why', async () => {
    await openForms(newServerState({ returnComment: 'Sign the legal form.' }));
    expect(await screen.findByText('Your forms were returned for corrections')).toBeInTheDocument();
    expect(screen.getByText("Reviewer's comment: Sign the legal form.")).toBeInTheDocument();
  });

  it('says nothing of a return on forms that were not returned', async () => {
    await openForms(newServerState());
    expect(await screen.findByText('Please fill out the below information (All mandatory)')).toBeInTheDocument();
    expect(screen.queryByText(/returned for correction/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/Reviewer's comment/)).not.toBeInTheDocument();
  });
});
