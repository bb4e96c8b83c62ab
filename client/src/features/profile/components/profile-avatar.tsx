import { useProfilePicture } from '../../../api/profile-picture';
import { UserAvatar } from '../../../components/user-avatar';

export function ProfileAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  return <UserAvatar name={name} src={useProfilePicture(src)} size="2xl" />;
}
