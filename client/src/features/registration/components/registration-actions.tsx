import { Button, HStack } from '@chakra-ui/react';

interface RegistrationActionsProps {
  onSaveDraft: () => void;
  onReturnHome: () => void;
  savingDraft: boolean;
  submitting: boolean;
}

/** "Save as a draft", Submit (the form's submit button) and "Return to homepage". */
export function RegistrationActions({ onSaveDraft, onReturnHome, savingDraft, submitting }: RegistrationActionsProps) {
  const busy = savingDraft || submitting;
  return (
    <HStack gap="3" wrap="wrap" justify="flex-end">
      <Button variant="ghost" onClick={onReturnHome} me="auto">
        Return to homepage
      </Button>
      <Button variant="outline" onClick={onSaveDraft} loading={savingDraft} loadingText="Saving" disabled={busy}>
        Save as a draft
      </Button>
      <Button type="submit" loading={submitting} loadingText="Submitting" disabled={busy}>
        Submit
      </Button>
    </HStack>
  );
}
