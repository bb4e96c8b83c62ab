import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

/** The shell below the desktop breakpoint: the navigation is a drawer over the page. */
describe('app shell on a phone', () => {
  const desktopWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 390;
  });
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('shows no sidebar column; the header button opens the navigation drawer, which closes after a link', async () => {
    const { user, router } = renderApp('/vendor/overview', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Expand sidebar' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', drawer.id);
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Prequalification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/prequal-form'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer on Escape and from its close button', async () => {
    const { user } = renderApp('/vendor/overview', { role: 'VENDOR_ADMIN' });
    const menuButton = await screen.findByRole('button', { name: 'Open navigation menu' });
    await user.click(menuButton);
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());

    await user.click(menuButton);
    await user.click(await screen.findByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument());
  });
});
