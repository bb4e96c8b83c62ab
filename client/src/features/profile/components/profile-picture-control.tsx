import { Box, Button, HStack, Image, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { isProfilePictureType, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_MESSAGES } from '@portal/common/validation/profile-picture';
import { PROFILE_PICTURE_TYPES } from '@portal/common/validation/profile-picture';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../api/error-details';
import { useProfilePicture } from '../../../api/profile-picture';
import { UserAvatar } from '../../../components/user-avatar';
import { useRemoveProfilePicture } from '../api/remove-profile-picture';
import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { squareImage, type SquareMode } from '../square-image';

const MODES: { value: SquareMode; label: string }[] = [
  { value: 'crop', label: 'Crop to fill the square' },
  { value: 'fit', label: 'Fit the whole picture' },
];

interface Props {
  userId: string;
  name: string;
  /** The user's `profilePic` address, or null. */
  src: string | null | undefined;
  /** Turns the chosen file into the square uploaded (a canvas in the browser; tests pass their own). */
  prepare?: (file: Blob, mode: SquareMode) => Promise<Blob>;
}

/**
 * The Profile page's picture: choose a PNG, JPEG or WebP (at most 5 MB), see it as a square (cropped or fitted),
 * save it, or remove the picture so the initials show. The type and size are checked here for a quick answer; the
 * server decides again by the file's bytes.
 */
export function ProfilePictureControl({ userId, name, src, prepare = squareImage }: Props) {
  const current = useProfilePicture(src);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [mode, setMode] = useState<SquareMode>('crop');
  const [square, setSquare] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, { loading: uploading }] = useUploadProfilePicture();
  const [remove, { loading: removing }] = useRemoveProfilePicture();

  // The preview follows the file and the mode.
  useEffect(() => {
    if (!chosen) return;
    let live = true;
    let url: string | null = null;
    prepare(chosen, mode).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSquare({ blob, url });
      },
      () => live && (setError(PROFILE_PICTURE_MESSAGES.invalidType), setChosen(null)),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen, mode, prepare]);

  const choose = (file: File | undefined) => {
    setError(null);
    setSquare(null);
    if (!file) return;
    if (!isProfilePictureType(file.type)) return setError(PROFILE_PICTURE_MESSAGES.invalidType);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return setError(PROFILE_PICTURE_MESSAGES.tooLarge);
    setChosen(file);
  };
  const cancel = () => {
    setChosen(null);
    setSquare(null);
    if (input.current) input.current.value = '';
  };
  const save = async () => {
    if (!square) return;
    setError(null);
    const file = new File([square.blob], `profile-picture.${square.blob.type === 'image/png' ? 'png' : 'webp'}`, { type: square.blob.type });
    try {
      await upload({ variables: { userId, file } });
      cancel();
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };
  const clear = async () => {
    setError(null);
    try {
      await remove({ variables: { userId } });
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  return (
    <Stack as="section" aria-labelledby="profile-picture-heading" gap="3">
      <HStack gap="4" align="center" wrap="wrap">
        <UserAvatar name={name} src={current} size="2xl" />
        <Stack gap="2">
          <Text id="profile-picture-heading" fontWeight="semibold">
            Profile Picture
          </Text>
          <Text fontSize="sm" color="fg.muted">
            PNG, JPEG or WebP, up to 5 MB. It is shown as a square.
          </Text>
          <HStack gap="2" wrap="wrap">
            <input
              ref={input}
              type="file"
              hidden
              aria-label="Choose a profile picture"
              accept={PROFILE_PICTURE_TYPES.join(',')}
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={uploading || removing}>
              {src ? 'Change Picture' : 'Upload Picture'}
            </Button>
            {src && !chosen && (
              <Button size="sm" variant="ghost" onClick={() => void clear()} loading={removing}>
                Remove Picture
              </Button>
            )}
          </HStack>
        </Stack>
      </HStack>
      {chosen && (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" maxW="md">
          <HStack gap="4" align="center" wrap="wrap">
            <Box boxSize="32" borderRadius="full" overflow="hidden" borderWidth="1px" flexShrink={0}>
              {square && <Image src={square.url} alt="Preview of the new profile picture" boxSize="full" />}
            </Box>
            <RadioGroup.Root value={mode} onValueChange={(d) => d.value && setMode(d.value as SquareMode)} aria-label="Make it square">
              <Stack gap="2">
                {MODES.map((m) => (
                  <RadioGroup.Item key={m.value} value={m.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{m.label}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </HStack>
          <HStack gap="2">
            <Button size="sm" onClick={() => void save()} loading={uploading} disabled={!square}>
              Save Picture
            </Button>
            <Button size="sm" variant="outline" onClick={cancel} disabled={uploading}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      )}
      {error && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
