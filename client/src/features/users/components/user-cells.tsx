import { Badge, Checkbox, HStack, IconButton, Link, Switch } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { useProfilePicture } from '../../../api/profile-picture';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../utils/format-date';

/** The row number of a paged list: 1 on the first row of page 1. */
export function rowNumbers<Row extends { userId: string }>(rows: readonly Row[], page: number, pageSize: number): (row: Row) => number {
  const index = new Map(rows.map((r, i) => [r.userId, (page - 1) * pageSize + i + 1]));
  return (row) => index.get(row.userId) ?? 0;
}

/** The user's picture (or initials) and name, opening the profile page when the screen has one; a badge while the account awaits approval. */
export function UserNameCell({
  user,
  profilePath,
}: {
  user: { userId: string; name: string; registrationStatus?: string | null; profilePic?: string | null };
  profilePath?: string;
}) {
  const picture = useProfilePicture(user.profilePic);
  return (
    <HStack gap="2">
      <UserAvatar name={user.name} src={picture} size="xs" />
      {profilePath ? (
        <Link asChild variant="underline">
          <RouterLink to={profilePath}>{user.name}</RouterLink>
        </Link>
      ) : (
        user.name
      )}
      {user.registrationStatus === 'PENDING' && (
        <Badge colorPalette="orange" size="sm">
          Awaiting approval
        </Badge>
      )}
      {user.registrationStatus === 'REJECTED' && (
        <Badge colorPalette="red" size="sm">
          Not approved
        </Badge>
      )}
    </HStack>
  );
}

/** A row's on/off switch (Active, Company Admin), named for the row. */
export function RowSwitch({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(d) => onChange(d.checked)} size="sm">
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{label}</Switch.Label>
    </Switch.Root>
  );
}

/** A row's checkbox (the company Users tab's Company Admin), named for the row. */
export function RowCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

interface CompanyUserCells {
  userId: string;
  name: string;
  email: string;
  companyName?: string | null;
  lastLogin?: string | null;
  registrationStatus?: string | null;
  profilePic?: string | null;
}

/** The columns a list of company users starts with: #, Full Name (with the profile link when given), Email, Company Name, Last Login. */
export function companyUserColumns<Row extends CompanyUserCells>(numberOf: (row: Row) => number, profilePathOf?: (row: Row) => string): DataTableColumn<Row>[] {
  return [
    { id: 'index', header: '#', cell: (row) => numberOf(row) },
    { id: 'name', header: 'Full Name', cell: (row) => <UserNameCell user={row} profilePath={profilePathOf?.(row)} /> },
    { id: 'email', header: 'Email', cell: (row) => row.email },
    { id: 'companyName', header: 'Company Name', cell: (row) => row.companyName ?? '' },
    { id: 'lastLogin', header: 'Last Login', cell: (row) => formatDate(row.lastLogin) },
  ];
}

/** A company user's delete button, named for the row; a company admin cannot be deleted, and its title says so. */
export function DeleteUserButton({ user, disabled, onClick }: { user: { name: string; isCompanyAdmin: boolean }; disabled: boolean; onClick: () => void }) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`Delete ${user.name}`}
      title={user.isCompanyAdmin ? 'Company admin users cannot be deleted.' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <LuTrash2 />
    </IconButton>
  );
}
