import { Avatar, Box } from '@chakra-ui/react';

/** The first letters of the first and last words of a name ("Vera van Dam" -> "VD"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/**
 * A user's round picture, or the initials of the name while there is none (or it is still loading). `src` is an
 * address the browser can show as it is (api/profile-picture.ts turns the portal's picture address into one).
 *
 * Decorative: it always stands beside the name (a list's cell, the Profile page) or inside a named control (the
 * header's menu button), so it is hidden from assistive technology, and the initials are drawn by CSS so the
 * text of the cell or button around it stays the name alone.
 */
export function UserAvatar({ name, src, size = 'sm' }: { name: string; src?: string; size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' }) {
  return (
    <Avatar.Root size={size} colorPalette="gray" aria-hidden="true" flexShrink={0}>
      <Avatar.Fallback>
        <Box as="span" data-initials={initialsOf(name)} _before={{ content: 'attr(data-initials)' }} />
      </Avatar.Fallback>
      {src && <Avatar.Image src={src} alt="" data-testid="user-avatar-image" />}
    </Avatar.Root>
  );
}
