import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { LuCircleUser } from 'react-icons/lu';
import { useProfilePicture } from '../api/profile-picture';
import { useAuth } from '../auth/use-auth';
import { UserAvatar } from '../components/user-avatar';

/** The header menu's button: the signed-in user's picture or initials; its name stays "Open menu". */
export function MenuButton(props: IconButtonProps) {
  const { user } = useAuth();
  const picture = useProfilePicture(user?.profilePic);
  return (
    <IconButton aria-label="Open menu" title="Menu" variant="ghost" size="md" {...props}>
      {user ? <UserAvatar name={user.name} src={picture} size="sm" /> : <LuCircleUser />}
    </IconButton>
  );
}
