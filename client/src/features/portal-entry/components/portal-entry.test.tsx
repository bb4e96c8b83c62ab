import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

/** The specification's /common and /form-builder: each sends its visitor somewhere useful and says why. */
describe('/form-builder', () => {
  it.each(['PREQUAL_VIEWER', 'SYSTEM_ADMIN'] as const)('opens the form builder for %s', async (role) => {
    const { router } = renderApp('/form-builder', { role });
    expect(await screen.findByRole('heading', { name: 'Pre-Qual Form Builder' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/pre-qual-metrics');
  });

  it('tells a company user it is for staff and offers its overview', async () => {
    const { router, user } = renderApp('/form-builder', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { name: 'Form Builder' })).toBeInTheDocument();
    expect(screen.getByText(/It is not open to company accounts\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out to sign in with another account' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your overview' }));
    expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/overview');
  });

  it('offers an anonymous visitor the login, remembering the form builder for after it', async () => {
    const { router, user } = renderApp('/form-builder');
    expect(await screen.findByRole('heading', { name: 'Form Builder' })).toBeInTheDocument();
    expect(screen.getByText(/Log in with a staff account to open it\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/prequalification', state: { from: '/admin/pre-qual-metrics' } });
  });
});

describe('/common', () => {
  it.each([
    ['SYSTEM_ADMIN', 'Go to the dashboard', '/admin/dashboard'],
    ['PREQUAL_REVIEWER', 'Go to the dashboard', '/admin/dashboard'],
    ['VENDOR_ADMIN', 'Go to your overview', '/vendor/overview'],
  ] as const)('sends %s to its home with a word on why', async (role, link, home) => {
    renderApp('/common', { role });
    expect(await screen.findByRole('heading', { name: 'Trade Partner Portal' })).toBeInTheDocument();
    expect(screen.getByText(/your work starts on your own home page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', home);
  });

  it('offers an anonymous visitor login and registration', async () => {
    const { router, user } = renderApp('/common');
    expect(await screen.findByRole('heading', { name: 'Trade Partner Portal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register your company' })).toHaveAttribute('href', '/registration');
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
  });
});
