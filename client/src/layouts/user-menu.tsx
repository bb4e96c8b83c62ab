import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { ROLE_ACCESS } from '@portal/common/auth/roles';
import { LuCircleUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { usePortalConfig } from '../api/get-portal-config';
import { useProfilePicture } from '../api/profile-picture';
import { UserAvatar } from '../components/user-avatar';
import { useAuth } from '../auth/use-auth';

export function UserMenu() {
  const { user, role, isLoggedIn, logout } = useAuth();
  const config = usePortalConfig();
  const picture = useProfilePicture(user?.profilePic);

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label="Open menu" title="Menu" variant="ghost" size="md">
          {/* The signed-in user's picture, or initials; the button's name stays "Open menu". */}
          {user ? <UserAvatar name={user.name} src={picture} size="sm" /> : <LuCircleUser />}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {isLoggedIn && role && (
              <Menu.Item value="profile" asChild>
                <RouterLink to={`${ROLE_ACCESS[role].basePath}/profile`}>Profile</RouterLink>
              </Menu.Item>
            )}
            {config?.aboutUrl && (
              <Menu.Item value="about" asChild>
                <a href={config.aboutUrl} target="_blank" rel="noopener noreferrer">
                  About Us
                </a>
              </Menu.Item>
            )}
            {config?.supportEmail && (
              <Menu.Item value="contact" asChild>
                <a href={`mailto:${config.supportEmail}`}>Contact Us</a>
              </Menu.Item>
            )}
            {isLoggedIn && (
              <Menu.Item value="logout" onSelect={() => void logout()}>
                Logout
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
