import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { acceptAttribute, checkFile, UPLOAD_EXTENSIONS } from '@portal/common/validation/files';
import type { ChangeEvent } from 'react';
import { FieldFrame } from './field-frame';
import type { FieldFrameProps } from './field-props';

/** The hint every upload shows: the types and the size the server accepts. */
export const UPLOAD_HINT = `${UPLOAD_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; up to 25 MB`;

/** The file the answer holds now. */
export interface CurrentFile {
  name: string;
  /** Shown before the name: "Selected: ", "Current file: ". */
  caption?: string;
  /** Opens the stored file: the name becomes a link-like button. */
  onOpen?: () => void;
  /** The open button's accessible name. */
  openLabel?: string;
}

interface FileFieldProps extends FieldFrameProps {
  current?: CurrentFile | null;
  /** A file that passed the check by name and size (the server checks its content too). */
  onChoose: (file: File) => void;
  /** Why a chosen file was refused; it is not kept. */
  onRefuse: (message: string) => void;
  /** Drops the current file; no Remove button without it. */
  onRemove?: () => void;
  removeLabel?: string;
  onBlur?: () => void;
  inputRef?: (element: HTMLElement | null) => void;
  disabled?: boolean;
  /** An upload is under way. */
  busy?: boolean;
}

/**
 * One upload. A chosen file is checked at once by name and size; a refused one is not kept and its reason is
 * the form's to show. The current file is named above the picker (and can be removed); read-only, a file
 * that can be opened stays a link and otherwise the name, or "No file uploaded", shows in a read-only input.
 * The picker is emptied after each choice, so the same file can be chosen again after a refusal.
 */
export function FileField({ current, onChoose, onRefuse, onRemove, removeLabel, onBlur, inputRef, disabled, busy, ...frame }: FileFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(file, UPLOAD_EXTENSIONS);
    if (problem) onRefuse(problem);
    else onChoose(file);
  };

  const line = current && (
    <HStack gap="3" mb="1" wrap="wrap" aria-live="polite">
      {current.onOpen ? (
        <Button variant="plain" size="sm" px="0" textDecoration="underline" colorPalette="blue" onClick={current.onOpen} aria-label={current.openLabel}>
          {current.name}
        </Button>
      ) : (
        <Text textStyle="sm">{`${current.caption ?? ''}${current.name}`}</Text>
      )}
      {onRemove && !frame.readOnly && (
        <Button size="xs" variant="outline" onClick={onRemove} aria-label={removeLabel}>
          Remove
        </Button>
      )}
    </HStack>
  );

  if (frame.readOnly) {
    return (
      <FieldFrame {...frame}>
        {current?.onOpen ? line : <Input ref={inputRef} name={frame.name} value={current ? current.name : 'No file uploaded'} readOnly variant="subtle" />}
      </FieldFrame>
    );
  }

  return (
    <FieldFrame {...frame}>
      {line}
      <Input
        ref={inputRef}
        type="file"
        name={frame.name}
        accept={acceptAttribute(UPLOAD_EXTENSIONS)}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled || busy}
        p="1"
      />
      {busy && (
        <Text textStyle="sm" color="fg.muted" role="status">
          Uploading...
        </Text>
      )}
    </FieldFrame>
  );
}
