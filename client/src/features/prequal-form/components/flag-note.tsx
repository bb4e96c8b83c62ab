import { Stack, Text } from '@chakra-ui/react';
import { useRendererSettings } from './renderer-context';

/**
 * The reviewer's note on a question returned for correction, and the comment of the return beside it, shown
 * above its control; nothing otherwise.
 */
export function FlagNote({ name }: { name: string }) {
  const { flags, returnComment } = useRendererSettings();
  const note = flags[name];
  if (!note) return null;
  return (
    <Stack gap="0.5" textStyle="sm" bg="bg.warning" color="fg.warning" borderLeftWidth="3px" borderColor="border.warning" px="2" py="1" data-flagged="true">
      <Text>Returned for correction: {note}</Text>
      {returnComment && <Text>Reviewer&apos;s comment: {returnComment}</Text>}
    </Stack>
  );
}
