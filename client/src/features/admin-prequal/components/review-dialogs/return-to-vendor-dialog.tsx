import { Button, HStack, IconButton, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/dialog-frame';
import { COMMENT_MAX } from '@portal/common/constants';
import { isAnswerField, labelOf, walkFields, type FormField } from '@portal/common/forms/field-model';
import { COMMENT_MESSAGES } from '@portal/common/validation/approval';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { FormField as Field } from '../../../../components/form-field';
import type { FormCategory } from '../../../../gql/graphql';
import type { PrequalFlagInput } from '../../api/admin-review';
import { useCompanyPrequalForms } from '../../api/get-company-forms';
import { departmentOf } from '@portal/common/domain/categories';

interface ReturnToVendorDialogProps {
  vendorId: string;
  companyName: string;
  /** Resolves when returned (the dialog then closes); rejects to keep what was typed. */
  onReturn: (commentText: string, flags: PrequalFlagInput[]) => Promise<void>;
  onCancel: () => void;
}

interface Question {
  category: FormCategory;
  path: string;
  label: string;
}

/** The questions of the company's forms that can be flagged, by category. */
function questionsOf(forms: readonly { category: FormCategory; fields: unknown }[]): Question[] {
  return forms.flatMap((form) =>
    walkFields(Array.isArray(form.fields) ? (form.fields as FormField[]) : [])
      .map(({ field }) => field)
      .filter(isAnswerField)
      .map((field) => ({ category: form.category, path: field.slug, label: labelOf(field) })),
  );
}

/**
 * Return to Vendor: a required comment (under 255 characters) and, optionally, questions flagged for
 * correction, each with a note the vendor sees beside it.
 */
export function ReturnToVendorDialog({ vendorId, companyName, onReturn, onCancel }: ReturnToVendorDialogProps) {
  const { data } = useCompanyPrequalForms(vendorId);
  const questions = questionsOf(data?.prequalForms?.forms ?? []);
  const [comment, setComment] = useState('');
  const [flags, setFlags] = useState<{ key: string; note: string }[]>([]);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  const text = comment.trim();
  const commentError = !text ? COMMENT_MESSAGES.required : text.length >= COMMENT_MAX ? COMMENT_MESSAGES.tooLong : undefined;
  const flagErrors = flags.map((f) => (!f.key ? 'Choose a question' : !f.note.trim() ? 'Note is required' : undefined));

  const submit = async () => {
    setChecked(true);
    if (commentError || flagErrors.some(Boolean)) return;
    const chosen = flags.map(({ key, note }) => {
      const q = questions.find((question) => `${question.category}:${question.path}` === key)!;
      return { category: q.category, path: q.path, note: note.trim() };
    });
    setBusy(true);
    try {
      await onReturn(text, chosen);
    } catch {
      // Shown by the global Alert; keep what was typed.
    } finally {
      setBusy(false);
    }
  };

  const update = (i: number, change: Partial<{ key: string; note: string }>) => setFlags((all) => all.map((f, j) => (j === i ? { ...f, ...change } : f)));

  return (
    <DialogFrame
      open
      // Not while the return is being sent.
      onDismiss={busy ? undefined : onCancel}
      size="lg"
      title={`Return to Vendor: ${companyName}`}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={() => void submit()} loading={busy}>
            Return to Vendor
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field label="Comment" error={checked ? commentError : undefined} required>
          <Textarea rows={4} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
        </Field>
        <Text fontWeight="medium">Flagged questions</Text>
        {flags.map((flag, i) => (
          <HStack key={i} align="flex-start" gap="2">
            <Field label={`Question ${i + 1}`} error={checked ? flagErrors[i] : undefined}>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={flag.key} onChange={(e) => update(i, { key: e.currentTarget.value })}>
                  <option value="">Select</option>
                  {questions.map((q) => (
                    <option key={`${q.category}:${q.path}`} value={`${q.category}:${q.path}`}>
                      {`${departmentOf(q.category)?.label ?? q.category}: ${q.label}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field label={`Note ${i + 1}`}>
              <Input size="sm" value={flag.note} onChange={(e) => update(i, { note: e.currentTarget.value })} />
            </Field>
            <IconButton mt="6" size="sm" variant="ghost" aria-label={`Remove flag ${i + 1}`} onClick={() => setFlags((all) => all.filter((_, j) => j !== i))}>
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setFlags((all) => [...all, { key: '', note: '' }])} disabled={!questions.length}>
          Flag a question
        </Button>
      </Stack>
    </DialogFrame>
  );
}
