import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadScreens } from '../test/preload-screens';
import { renderApp } from '../test/render-app';
import { selectMenuItem } from '../test/select-menu-item';

preloadScreens(
  () => import('../api/apollo-root'),
  () => import('../auth/session-details'),
  () => import('../auth/role-home-notice'),
  () => import('./layouts/public-layout'),
  () => import('./layouts/vendor-layout'),
  () => import('./layouts/admin-layout'),
  () => import('../features/auth/components/home'),
  () => import('../features/auth/components/vendor-login'),
  () => import('../features/vendor-home/components/vendor-overview'),
  () => import('../features/vendor-users/components/vendor-users-page'),
  () => import('../features/users/components/company-users-panel'),
  () => import('../features/dashboard/components/dashboard-page'),
  () => import('../features/form-builder/components/form-builder-page'),
  () => import('../features/prequal-form/components/prequal-form-preview'),
  () => import('../features/registration/components/vendor-registration-page'),
);

describe('routes and guards', () => {
  it('redirects / to the prequalification landing page', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Trade Partner Prequalification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
  });

  it('sends an anonymous visitor of /vendor/profile to the login at /prequalification', async () => {
    const { router } = renderApp('/vendor/profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
    expect(screen.queryByRole('heading', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor of /admin/dashboard to /prequalification', async () => {
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
  });

  it('sends a vendor who opens /admin/dashboard to /prequalification, which says why and offers its home', async () => {
    const { router, user } = renderApp('/admin/dashboard', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
    expect(screen.getByText(/The page \/admin\/dashboard is for the builder's staff/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your overview' }));
    expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/overview');
  });

  it('a signed-in vendor opening /prequalification itself still goes to its home', async () => {
    const { router } = renderApp('/prequalification', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/overview');
  });

  it('sends an internal user who opens a vendor page to the dashboard', async () => {
    const { router } = renderApp('/vendor/overview', { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('hides Users from a VENDOR_USER and sends /vendor/users back home', async () => {
    const { router } = renderApp('/vendor/users', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/overview');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'General Info' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('shows Users to a VENDOR_ADMIN', async () => {
    renderApp('/vendor/users', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the admin sidebar items in order, with the form builder at /admin/pre-qual-metrics', async () => {
    renderApp('/admin/pre-qual-form-builder', { role: 'PREQUAL_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Pre-Qual Form Builder' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Projects',
      'Users',
      'Prequalification',
      'Companies',
      'File manager',
      'Pre-Qual Form Builder',
      'Activity Logs',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pre-Qual Form Builder' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows "Page not found" for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows "No match for this route" for an unknown admin sub-route, inside the admin layout', async () => {
    renderApp('/admin/unknown', { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'No match for this route' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows "No match for this route" for an unknown vendor sub-route', async () => {
    renderApp('/vendor/unknown', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { name: 'No match for this route' })).toBeInTheDocument();
  });

  it('sends a visitor without a verified tax ID from /vendor-registration to /', async () => {
    const { router } = renderApp('/vendor-registration');
    expect(await screen.findByRole('heading', { name: 'Trade Partner Prequalification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
  });

  it('opens /vendor-registration with a tax ID in navigation state', async () => {
    renderApp('/vendor-registration', { state: { taxId: '12-3456789' } });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Trade Partner Registration Form' })).toBeInTheDocument();
  });

  it('opens /vendor-registration for a vendor user', async () => {
    renderApp('/vendor-registration', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Trade Partner Registration Form' })).toBeInTheDocument();
  });

  it('shows the signed-in user in the header and toggles the sidebar', async () => {
    const { user } = renderApp('/admin/dashboard', { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sam Admin')).toBeInTheDocument();
    expect(within(header).getByText('sam@builder.test')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Vendor Portal' })).toHaveAttribute('href', '/admin/dashboard');

    // jsdom's window is 1024 px wide, under the 1080 px threshold: collapsed at first.
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('header menu', () => {
  it('offers About Us, Contact Us and Logout; Logout ends the session', async () => {
    const { user, router } = renderApp('/vendor/overview', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const about = await screen.findByRole('menuitem', { name: 'About Us' });
    expect(about).toHaveAttribute('href', 'https://builder.test/about');
    expect(about).toHaveAttribute('target', '_blank');
    expect(about).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('menuitem', { name: 'Contact Us' })).toHaveAttribute('href', 'mailto:support@builder.test');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/vendor/profile');

    await selectMenuItem(user, screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Trade Partner Prequalification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
    expect(document.cookie).not.toContain('access_token');
  });
});
