import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { homeFor, isInternalRole, ROLE_LABELS } from '@portal/common/auth/roles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { WantedPathState } from './post-login-path';
import { useAuth } from './use-auth';

interface RoleHomeNoticeProps {
  title: string;
  /** Why the visitor is here and not on the screen it asked for. */
  reason: ReactNode;
  /** Where an anonymous visitor's login should lead once signed in (a guard's remembered page). */
  afterLogin?: string;
}

/**
 * A page that explains itself and sends each visitor on: a signed-in user to the role's home (or to log out
 * and sign in with another account), an anonymous one to login or registration. Never a dead end.
 */
export function RoleHomeNotice({ title, reason, afterLogin }: RoleHomeNoticeProps) {
  const { user, role, logout } = useAuth();
  const loginState: WantedPathState | undefined = afterLogin ? { from: afterLogin } : undefined;
  return (
    <Stack gap="4" py="10" maxW="2xl" mx="auto" textAlign="center" align="center">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text>{reason}</Text>
      {role ? (
        <>
          <Text>
            You are signed in as {user?.name || user?.email || 'a user'} ({ROLE_LABELS[role]}).
          </Text>
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild>
              <RouterLink to={homeFor(role)}>{isInternalRole(role) ? 'Go to the dashboard' : 'Go to your overview'}</RouterLink>
            </Button>
            <Button variant="outline" onClick={() => void logout()}>
              Log out to sign in with another account
            </Button>
          </HStack>
        </>
      ) : (
        <HStack gap="4" wrap="wrap" justify="center">
          <Button asChild>
            <RouterLink to="/prequalification" state={loginState}>
              Login
            </RouterLink>
          </Button>
          <Link asChild colorPalette="blue">
            <RouterLink to="/registration">Register your company</RouterLink>
          </Link>
        </HStack>
      )}
    </Stack>
  );
}
