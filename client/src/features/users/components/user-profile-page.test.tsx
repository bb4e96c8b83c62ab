import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerUsersCalls } from '../testing/users-handlers';

describe('User profile page', () => {
  it('shows the breadcrumb Users / name, the name as the heading, the details and a read-only Company Admin switch', async () => {
    answerUsersCalls();
    renderApp('/admin/users/u-ada', { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Admin' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(breadcrumb).getByText('Ada Admin')).toHaveAttribute('aria-current', 'page');
    const details = screen.getByLabelText('User details');
    expect(within(details).getByText('u-ada@example.test')).toBeInTheDocument();
    expect(within(details).getByText('Acme Concrete')).toBeInTheDocument();
    // 03:30 UTC on Mar 5 is Mar 4 in New York.
    expect(within(details).getByText('Mar 4, 2026')).toBeInTheDocument();
    const companyAdmin = screen.getByRole('checkbox', { name: 'Company Admin' });
    expect(companyAdmin).toBeChecked();
    expect(companyAdmin).toHaveAttribute('aria-readonly', 'true');
  });

  it('says the user could not be loaded, under the title User Details and the breadcrumb back to Users', async () => {
    answerUsersCalls();
    renderApp('/admin/users/u-nobody', { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByText('This user could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(breadcrumb).getByText('User Details')).toHaveAttribute('aria-current', 'page');
  });
});
