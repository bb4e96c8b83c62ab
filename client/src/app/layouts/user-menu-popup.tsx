import { Menu, Portal } from '@chakra-ui/react';
import { ROLE_ACCESS } from '@portal/common/auth/roles';
import { Link as RouterLink } from 'react-router';
import { usePortalConfig } from '../../api/get-portal-config';
import { useAuth } from '../../auth/use-auth';
import { MenuButton } from './user-menu-button';

/** The header's menu itself, loaded by UserMenu when its button is first pressed; it opens at once. */
export default function UserMenuPopup() {
  const { role, isLoggedIn, logout } = useAuth();
  const config = usePortalConfig();

  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <MenuButton />
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
