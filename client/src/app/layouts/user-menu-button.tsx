import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LuCircleUser } from 'react-icons/lu';
import { useProfilePicture } from '../../api/profile-picture';
import { useAuth } from '../../auth/use-auth';
import { withScreenRecipes } from '../../theme/load-screen-recipes';

// The avatar (Chakra's avatar machine and recipe) is drawn only for a signed-in user, so the sign-in page
// never loads it; until it is in, the button shows the signed-out icon.
const UserAvatar = lazy(withScreenRecipes(async () => ({ default: (await import('../../components/user-avatar')).UserAvatar })));

/** The header menu's button: the signed-in user's picture or initials; its name stays "Open menu". */
export function MenuButton(props: IconButtonProps) {
  const { user } = useAuth();
  const picture = useProfilePicture(user?.profilePic);
  return (
    <IconButton aria-label="Open menu" title="Menu" variant="ghost" size="md" {...props}>
      {user ? (
        <Suspense fallback={<LuCircleUser />}>
          <UserAvatar name={user.name} src={picture} size="sm" />
        </Suspense>
      ) : (
        <LuCircleUser />
      )}
    </IconButton>
  );
}
