import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { FieldFrameProps } from './field-props';

/**
 * A field answered by a set of controls (radio buttons, checkboxes): a group named by the visible question
 * (a fieldset's legend could not sit beside a help icon) and described by its hint and error. The label's
 * id is handed to the children so a radio group can be named by it too.
 */
export function ChoiceFrame({
  name,
  label,
  required,
  error,
  hint,
  readOnly,
  labelAside,
  note,
  children,
}: FieldFrameProps & { children: (labelId: string) => ReactNode }) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint && !readOnly);
  const describedBy = [error ? errorId : null, showHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack data-field-path={name} minW="0" gap="1.5" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {note}
      <HStack gap="1" align="center">
        <Text id={labelId} fontWeight="medium" textStyle="sm">
          {label}
          {/* aria-required is not allowed on a group: the name says it in words instead. */}
          {required && (
            <>
              <Box as="span" color="fg.error" ms="1" aria-hidden="true">
                *
              </Box>
              <VisuallyHidden> (required)</VisuallyHidden>
            </>
          )}
        </Text>
        {labelAside}
      </HStack>
      {children(labelId)}
      {showHint && (
        <Text id={hintId} textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} textStyle="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
