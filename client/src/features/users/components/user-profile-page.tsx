import { Breadcrumb, DataList, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDate } from '../../../utils/format-date';
import { useUserProfile } from '../api/get-user';

/** /admin/users/:userId: breadcrumb Users / name; Full Name, Email, Company Name, Last Login and a read-only Company Admin switch. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { data, loading } = useUserProfile(userId);
  const user = data?.user;

  if (!user) {
    if (loading) return <PageSpinner label="Loading the user" />;
    return (
      <Stack gap="4">
        <UsersBreadcrumb name="User Details" />
        <Heading as="h1" size="xl">
          User Details
        </Heading>
        <Text>This user could not be loaded.</Text>
      </Stack>
    );
  }

  const rows: [string, string][] = [
    ['Full Name', user.name],
    ['Email', user.email],
    ['Company Name', user.companyName ?? ''],
    ['Last Login', formatDate(user.lastLogin)],
  ];
  return (
    <Stack gap="5" maxW="3xl">
      <UsersBreadcrumb name={user.name} />
      <Heading as="h1" size="xl">
        {user.name}
      </Heading>
      <DataList.Root orientation="horizontal" gap="4" aria-label="User details">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Switch.Root checked={user.isCompanyAdmin} readOnly>
        <Switch.HiddenInput aria-readonly="true" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Company Admin</Switch.Label>
      </Switch.Root>
    </Stack>
  );
}

function UsersBreadcrumb({ name }: { name: string }) {
  return (
    <Breadcrumb.Root aria-label="Breadcrumb">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/admin/users">Users</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
