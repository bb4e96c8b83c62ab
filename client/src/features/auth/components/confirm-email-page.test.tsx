import { EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

async function openConfirm(search = '?token=link-secret-1') {
  const app = renderApp(`/confirm-email${search}`);
  await screen.findByRole('heading', { name: 'Confirm your new e-mail address' });
  return app;
}

const refusedWith = (type: string, message: string) =>
  graphql.mutation('ConfirmEmailChange', () => HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', type } }] }));

describe('ConfirmEmailPage', () => {
  it('confirms only on a click, with the token of the link, then says so and offers the way to log in', async () => {
    const seen: unknown[] = [];
    server.use(
      graphql.mutation('ConfirmEmailChange', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { confirmEmailChange: { email: 'new.me@example.com', message: EMAIL_CHANGE_MESSAGES.confirmed } } });
      }),
    );
    const { user, router } = await openConfirm('?token=from-the-mail');
    // Opening the page changes nothing: a mail scanner following the link does not confirm it.
    expect(seen).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.confirmed)).toBeInTheDocument();
    expect(screen.getByText(/Your new address is new\.me@example\.com/)).toBeInTheDocument();
    expect(seen).toEqual([{ token: 'from-the-mail' }]);
    expect(screen.queryByRole('button', { name: 'Confirm e-mail address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Trade Partner Prequalification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
  });

  it.each([
    ['EmailChangeTokenExpired', EMAIL_CHANGE_MESSAGES.tokenExpired],
    ['EmailChangeTokenUsed', EMAIL_CHANGE_MESSAGES.tokenUsed],
    ['EmailChangeTokenInvalid', EMAIL_CHANGE_MESSAGES.tokenInvalid],
  ])('shows a %s link on the page, not in the global Alert, with the way to log in', async (type, message) => {
    server.use(refusedWith(type, message));
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_CHANGE_MESSAGES.confirmed)).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/prequalification');
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    let asked = false;
    server.use(
      graphql.mutation('ConfirmEmailChange', () => {
        asked = true;
        return HttpResponse.json({ data: null });
      }),
    );
    await openConfirm('');
    expect(screen.getByText(EMAIL_CHANGE_MESSAGES.tokenInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm e-mail address' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
