/**
 * The profile picture rules, shared by the Profile page (a quick answer before uploading) and the server,
 * which decides by the file's bytes (its magic number), never by its name or the type the browser claims.
 */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The image types a profile picture may be, by their MIME type (what the bytes are sniffed as). */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];

/** The square side the Profile page crops or fits a picture to before uploading it. */
export const PROFILE_PICTURE_SIDE = 512;

export const PROFILE_PICTURE_MESSAGES = {
  required: 'Choose a picture to upload.',
  invalidType: 'The picture must be a PNG, JPEG or WebP image.',
  tooLarge: 'The picture must be 5 MB or smaller.',
} as const;

export function isProfilePictureType(type: string | null | undefined): type is ProfilePictureType {
  return (PROFILE_PICTURE_TYPES as readonly string[]).includes(type ?? '');
}
