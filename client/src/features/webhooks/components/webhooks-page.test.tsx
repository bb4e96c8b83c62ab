import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { WEBHOOK_MAX_GRACE_HOURS } from '@portal/common/domain/webhooks';
import { formatDateTime } from '../../../utils/format-date';
import { answerWebhookCalls, delivery, graceEnd, SECRET, subscription } from '../testing/webhook-handlers';
import { GRACE_LABEL } from './rotate-secret-dialog';
import { SECRET_WARNING } from './secret-dialog';
import { EMPTY_MESSAGE } from './webhooks-page';

const PATH = '/admin/webhooks';
// The lazy route's first load can be slow on a busy machine.
const heading = () => screen.findByRole('heading', { level: 1, name: 'Webhooks' });

// Zag's checkbox makes a PointerEvent when a checked box loses focus; jsdom has none. A MouseEvent stands in while
// this file runs (a browser's PointerEvent is one).
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true, writable: true });
});
afterAll(() => {
  if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
});

describe('Webhooks', () => {
  it('starts empty, creates a webhook with the events checked, and shows its secret once with Copy', async () => {
    const calls = answerWebhookCalls();
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await heading();
    expect(await screen.findByText(EMPTY_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook' });
    // Pasted rather than typed key by key: a busy machine types slowly.
    await user.click(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }));
    await user.paste('ftp://erp.example.com/in');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Enter an http:// or https:// URL.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event.')).toBeInTheDocument();
    expect(calls.creates).toEqual([]);

    const url = within(dialog).getByRole('textbox', { name: /Endpoint URL/ });
    await user.clear(url);
    await user.paste('https://erp.example.com/in');
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('ERP');
    await user.click(within(dialog).getByRole('checkbox', { name: /registration\.approved/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /document\.expired/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('alertdialog', { name: 'Webhook created' });
    expect(within(shown).getByText(SECRET_WARNING)).toBeInTheDocument();
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(calls.creates).toEqual([{ url: 'https://erp.example.com/in', description: 'ERP', events: ['registration.approved', 'document.expired'], enabled: true }]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getByText('https://erp.example.com/in')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('disables a webhook, and shows its delivery log with each try and the answer, and redelivers', async () => {
    const calls = answerWebhookCalls({ rows: [subscription(1)], deliveries: [delivery(1)] });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await heading();
    const card = await screen.findByRole('listitem', { name: 'ERP 1' });
    expect(within(card).getByText('Enabled')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Disable ERP 1' }));
    await waitFor(() => expect(calls.updates).toEqual([{ id: subscription(1).id, input: { enabled: false } }]));
    expect(await within(card).findByText('Disabled')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Deliveries of ERP 1' }));
    const log = await screen.findByRole('region', { name: 'Deliveries of ERP 1' });
    const entry = within(log).getByRole('listitem', { name: 'registration.approved Failed' });
    expect(within(entry).getByText(/HTTP 500 in 42 ms/)).toBeInTheDocument();
    expect(within(entry).getByText('upstream exploded')).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: /^Redeliver registration\.approved/ }));
    await waitFor(() => expect(calls.redeliveries).toEqual([delivery(1).id]));
    expect(await screen.findByText('The event was queued for delivery again')).toBeInTheDocument();
  });

  it('says when a webhook has no deliveries yet', async () => {
    answerWebhookCalls({ rows: [subscription(1)] });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Deliveries of ERP 1' }));
    expect(await screen.findByText(/No deliveries yet/)).toBeInTheDocument();
  });

  it('rotates the secret with the default grace period, shows the new one once, and says until when the previous one is accepted', async () => {
    const calls = answerWebhookCalls({ rows: [subscription(1)] });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const card = await screen.findByRole('listitem', { name: 'ERP 1' });
    expect(within(card).queryByText(/Previous secret still accepted until/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Rotate secret of ERP 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    const hours = within(dialog).getByRole('spinbutton', { name: GRACE_LABEL });
    expect(hours).toHaveValue(24);
    expect(hours).toHaveAccessibleDescription(/keeps signing beside the new one until /);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    const shown = await screen.findByRole('alertdialog', { name: 'New signing secret' });
    expect(within(shown).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(`${SECRET}2`);
    expect(calls.rotations).toEqual([{ id: subscription(1).id, graceHours: 24 }]);
    await user.click(within(shown).getByRole('button', { name: /close|done|saved/i }));
    expect(
      await within(card).findByText(`Previous secret still accepted until ${formatDateTime(graceEnd(24))}: deliveries carry both signatures until then.`),
    ).toBeInTheDocument();
  });

  it('takes the grace period the admin chooses, refuses one out of bounds beside the field, and 0 ends the previous secret at once', async () => {
    const calls = answerWebhookCalls({ rows: [subscription(1), subscription(2)] });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Rotate secret of ERP 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    const hours = within(dialog).getByRole('spinbutton', { name: GRACE_LABEL });
    await user.clear(hours);
    await user.type(hours, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await within(dialog).findByText(`The grace period is from 0 to ${WEBHOOK_MAX_GRACE_HOURS} hours`)).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    await user.clear(hours);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    expect(await within(dialog).findByText(/Enter the grace period in hours/)).toBeInTheDocument();
    expect(calls.rotations).toEqual([]);
    await user.type(hours, '72');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'New signing secret' })).getByRole('button', { name: /close|done|saved/i }));
    expect(await within(screen.getByRole('listitem', { name: 'ERP 1' })).findByText(new RegExp(`until ${formatDateTime(graceEnd(72))}:`))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rotate secret of ERP 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: GRACE_LABEL }));
    await user.type(within(dialog).getByRole('spinbutton', { name: GRACE_LABEL }), '0');
    expect(within(dialog).getByText('The current secret stops signing at once: the receiver must switch now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'New signing secret' })).getByRole('button', { name: /close|done|saved/i }));
    expect(calls.rotations).toEqual([
      { id: subscription(1).id, graceHours: 72 },
      { id: subscription(2).id, graceHours: 0 },
    ]);
    expect(within(screen.getByRole('listitem', { name: 'ERP 2' })).queryByText(/Previous secret/)).not.toBeInTheDocument();
  });

  it('is not offered to other roles: they are sent to their home page', async () => {
    answerWebhookCalls({ rows: [subscription(1)] });
    renderApp(PATH, { role: 'PREQUAL_ADMIN' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Webhooks' })).not.toBeInTheDocument());
    expect(screen.queryByText('ERP 1')).not.toBeInTheDocument();
  });
});
