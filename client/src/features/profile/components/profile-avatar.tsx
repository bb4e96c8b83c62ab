import { Avatar } from '@chakra-ui/react';

export function ProfileAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  return (
    <Avatar.Root size="2xl">
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt={`Profile picture of ${name}`} />}
    </Avatar.Root>
  );
}
