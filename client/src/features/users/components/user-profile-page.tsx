import { DataList, Heading, Stack, Switch } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { PageNotLoaded } from '../../../components/page-trail/page-not-loaded';
import { PageSpinner } from '../../../components/page-spinner';
import { ParentBreadcrumb } from '../../../components/page-trail/parent-breadcrumb';
import { formatDate } from '../../../utils/format-date';
import { useUserProfile } from '../api/get-user';

/** /admin/users/:userId: breadcrumb Users / name; Full Name, Email, Company Name, Last Login and a read-only Company Admin switch. */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { data, loading } = useUserProfile(userId);
  const user = data?.user;

  if (!user) {
    if (loading) return <PageSpinner label="Loading the user" />;
    return <PageNotLoaded to="/admin/users" parent="Users" title="User Details" message="This user could not be loaded." />;
  }

  const rows: [string, string][] = [
    ['Full Name', user.name],
    ['Email', user.email],
    ['Company Name', user.companyName ?? ''],
    ['Last Login', formatDate(user.lastLogin)],
  ];
  return (
    <Stack gap="5" maxW="3xl">
      <ParentBreadcrumb to="/admin/users" parent="Users" current={user.name} />
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
