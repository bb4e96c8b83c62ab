import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { sessionSent } from '../../../../test/session-cookie';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls, pendingUser } from '../../testing/prequal-handlers';

const USER_ID = '6a1f4c2e-9b3d-4e5f-8a7b-1c2d3e4f5a6b';
const PICTURE = `/api/v1/users/${USER_ID}/profile-picture?v=00112233aabbccdd`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// jsdom has no object URLs: each loaded picture gets an address naming its number.
const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let loaded = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:picture-${++loaded}`;
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = saved.create;
  URL.revokeObjectURL = saved.revoke;
});

describe('Account Creation: Review', () => {
  it("shows the account's profile picture, fetched with the session's token (an <img> cannot send it)", async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(`*${PICTURE.split('?')[0]}`, ({ request }) => {
        sent.push(sessionSent(request));
        return new HttpResponse(new Uint8Array(PNG_SIGNATURE), { headers: { 'content-type': 'image/png' } });
      }),
    );
    answerPrequalCalls({ pending: [pendingUser({ userId: USER_ID, profilePic: PICTURE })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', state: { tab: 2 } });
    await user.click(await screen.findByRole('button', { name: 'Review Nina New' }));
    const review = await screen.findByRole('dialog', { name: 'Review account' });

    await waitFor(() => expect(within(review).getByTestId('user-avatar-image')).toHaveAttribute('src', expect.stringMatching(/^blob:picture-\d+$/)));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((h) => /^cookie/.test(h ?? ''))).toBe(true);
    // The name beside it says whose it is; the picture adds nothing for a screen reader.
    expect(within(review).getByText('Nina New')).toBeInTheDocument();
  });

  it('shows the initials while the account has no picture', async () => {
    answerPrequalCalls({ pending: [pendingUser({ profilePic: null })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', state: { tab: 2 } });
    await user.click(await screen.findByRole('button', { name: 'Review Nina New' }));
    const review = await screen.findByRole('dialog', { name: 'Review account' });
    expect(within(review).queryByTestId('user-avatar-image')).not.toBeInTheDocument();
    expect(review.querySelector('[data-initials="NN"]')).not.toBeNull();
  });
});
