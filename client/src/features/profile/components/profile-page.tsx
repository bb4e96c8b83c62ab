import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { canEdit } from '@portal/common/auth/roles';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import { useProfile } from '../api/get-profile';
import { ProfileAvatar } from './profile-avatar';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { ProfilePictureControl } from './profile-picture-control';
import { TwoFactorSection } from './two-factor-section';

/** /vendor/profile and /admin/profile: the signed-in user's own details. */
export function ProfilePage() {
  const { data, loading, refetch } = useProfile();
  const { role } = useAuth();
  const { pathname } = useLocation();
  const [editing, setEditing] = useState(false);

  if (!data && loading) return <PageSpinner label="Loading profile" />;
  if (!data) {
    // The reason is already in the Alert modal; here the user gets a way to try again.
    return (
      <Stack gap="4" align="flex-start">
        <Heading as="h1" size="xl">
          Profile
        </Heading>
        <Text>The profile could not be loaded.</Text>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
      </Stack>
    );
  }
  const profile = data.me;
  const editable = role !== null && canEdit(role, pathname);

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        Profile
      </Heading>
      {editable ? <ProfilePictureControl userId={profile.userId} name={profile.name} src={profile.profilePic} /> : null}
      <HStack gap="4">
        {!editable && <ProfileAvatar name={profile.name} src={profile.profilePic} />}
        {/* A long name or address breaks anywhere rather than running off a phone's screen. */}
        <Stack gap="0" minW="0" overflowWrap="anywhere">
          <Text fontWeight="semibold" fontSize="lg">
            {profile.name}
          </Text>
          <Text color="fg.muted">{profile.email}</Text>
        </Stack>
      </HStack>
      {editing ? (
        <ProfileForm profile={profile} onCancel={() => setEditing(false)} onSaved={() => setEditing(false)} />
      ) : (
        <ProfileDetails profile={profile} onEdit={editable ? () => setEditing(true) : undefined} />
      )}
      <TwoFactorSection />
    </Stack>
  );
}
