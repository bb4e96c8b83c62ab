import { Heading, Stack, Text } from '@chakra-ui/react';
import { canEdit } from '@portal/common/auth/roles';
import type { ReactNode } from 'react';
import { useAuth } from '../../../auth/use-auth';

/** What draws the company's users: the admin users feature's panel, joined in by the route (features never import each other). */
export type CompanyUsersRenderer = (vendorId: string, editable: boolean) => ReactNode;

/**
 * /vendor/users (VENDOR_ADMIN): the company's users with index, full name, email, company and last login; search;
 * Add User (the new user awaits an admin's approval) and the Company Admin setting.
 */
export function VendorUsersPage({ renderUsers }: { renderUsers: CompanyUsersRenderer }) {
  const { user, role } = useAuth();
  const editable = role !== null && canEdit(role, '/vendor/users');
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Users
      </Heading>
      {user?.vendorId ? renderUsers(user.vendorId, editable) : <Text>Your account is not linked to a company.</Text>}
    </Stack>
  );
}
