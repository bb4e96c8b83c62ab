import { Box, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { FieldTooltip } from './field-tooltip';
import { useRendererSettings } from './renderer-context';

interface FrameProps {
  /** The field's form name, kept on the wrapper so a screen can find and focus the field. */
  name: string;
  label: string;
  tooltip?: string;
  error?: string;
  helperText?: string;
  readOnly?: boolean;
  children: ReactNode;
}

/** The wrapper of one question; its form name lets a screen find and focus the field. */
export function FieldFrameBox({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box data-field-path={name} minW="0">
      {children}
    </Box>
  );
}

/**
 * The reviewer's note on a question returned for correction, and the comment of the return beside it, shown
 * above its control; nothing otherwise.
 */
function FlagNote({ name }: { name: string }) {
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

/**
 * One question with a single control: Field.Root ties the visible label to the control (and the error to
 * it through aria-describedby); the error shows right under the control. A question returned for correction
 * carries the reviewer's note.
 */
export function FieldFrame({ name, label, tooltip, error, helperText, readOnly, children }: FrameProps) {
  return (
    <Box data-field-path={name} minW="0">
      <FlagNote name={name} />
      <Field.Root invalid={Boolean(error)} readOnly={readOnly}>
        <HStack gap="1" align="center">
          <Field.Label>{label}</Field.Label>
          {tooltip && <FieldTooltip text={tooltip} about={label} />}
        </HStack>
        {children}
        {/* The hint stays beside an error: "Required" or "Must be at most 5" alone would hide the allowed range. */}
        {helperText && !readOnly && <Field.HelperText>{helperText}</Field.HelperText>}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </Box>
  );
}

/**
 * A question answered by a set of controls (radio buttons, checkboxes): a group named by the visible
 * question (a fieldset's legend could not sit beside the help icon) and described by its error.
 */
export function ChoiceFrame({ name, label, tooltip, error, helperText, readOnly, labelId: givenLabelId, children }: FrameProps & { labelId?: string }) {
  const id = useId();
  const labelId = givenLabelId ?? `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const showHelp = Boolean(helperText && !readOnly);
  const describedBy = [error ? errorId : null, showHelp ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack data-field-path={name} minW="0" gap="1.5" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <FlagNote name={name} />
      <HStack gap="1" align="center">
        <Text id={labelId} fontWeight="medium" textStyle="sm">
          {label}
        </Text>
        {tooltip && <FieldTooltip text={tooltip} about={label} />}
      </HStack>
      {children}
      {showHelp && (
        <Text id={helpId} textStyle="xs" color="fg.muted">
          {helperText}
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
