import { Button, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/dialog-frame';
import { COMMENT_MAX } from '@portal/common/constants';
import { FINAL_DECISIONS, type FinalDecision } from '@portal/common/domain/statuses';
import { COMMENT_MESSAGES } from '@portal/common/validation/approval';
import { useState } from 'react';
import { FormField } from '../../../../components/form-field';
import { FINAL_DECISION_LABELS } from '@portal/common/domain/decision-labels';

/** Return to Vendor and rejection need a comment (admin specification section 5). */
export function finalNeedsComment(status: FinalDecision | ''): boolean {
  return status === 'IN_PROGRESS' || status === 'FINAL_REJECTED';
}

interface FinalDecisionDialogProps {
  companyName: string;
  /** Resolves when decided (the dialog then closes); rejects to keep the choice. */
  onDecide: (status: FinalDecision, commentText: string | null) => Promise<void>;
  onCancel: () => void;
}

/** The final review's Approve: one of the final decisions, with a comment (required to return or reject). */
export function FinalDecisionDialog({ companyName, onDecide, onCancel }: FinalDecisionDialogProps) {
  const [status, setStatus] = useState<FinalDecision | ''>('');
  const [comment, setComment] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = comment.trim();
  const statusError = status ? undefined : 'Status is required';
  const commentError = text.length >= COMMENT_MAX ? COMMENT_MESSAGES.tooLong : finalNeedsComment(status) && !text ? COMMENT_MESSAGES.required : undefined;

  const submit = async () => {
    setChecked(true);
    if (!status || statusError || commentError) return;
    setBusy(true);
    try {
      await onDecide(status, text || null);
    } catch {
      // Shown by the global Alert.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open
      // Not while the decision is being sent.
      onDismiss={busy ? undefined : onCancel}
      title={`Final decision: ${companyName}`}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="green" onClick={() => void submit()} loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField label="Status" error={checked ? statusError : undefined} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={(e) => setStatus(e.currentTarget.value as FinalDecision)}>
              <option value="" disabled>
                Select
              </option>
              {FINAL_DECISIONS.map((d) => (
                <option key={d} value={d}>
                  {FINAL_DECISION_LABELS[d]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Comment" error={checked ? commentError : undefined} required={finalNeedsComment(status)}>
          <Textarea rows={4} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
