import { Alert, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { DialogFrame } from './dialog-frame';

interface SecretOnceDialogProps {
  title: string;
  secret: string;
  /** The field's label ("API key", "Signing secret") and its element id. */
  label: string;
  fieldId: string;
  /** Says that the secret will not be shown again. */
  warning: string;
  /** How the secret is used, under the field. */
  hint: ReactNode;
  onClose: () => void;
}

/**
 * The one time a secret is shown (an API key, a webhook's signing secret): a read-only field, a Copy button and the
 * warning that it will not come back. An alert dialog that a click outside does not close.
 */
export function SecretOnceDialog({ title, secret, label, fieldId, warning, hint, onClose }: SecretOnceDialogProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the field is selected for a manual copy.
      document.getElementById(fieldId)?.focus();
    }
  };
  return (
    <DialogFrame role="alertdialog" open title={title} onDismiss={onClose} size="lg" closeOnInteractOutside={false} footer={<Button onClick={onClose}>Done</Button>}>
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{warning}</Alert.Title>
        </Alert.Root>
        <Stack gap="1">
          <chakra.label htmlFor={fieldId} fontWeight="medium" textStyle="sm">
            {label}
          </chakra.label>
          <HStack gap="2" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input id={fieldId} value={secret} readOnly fontFamily="mono" textStyle="sm" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
              {copied ? <LuCheck /> : <LuCopy />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </HStack>
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </DialogFrame>
  );
}
