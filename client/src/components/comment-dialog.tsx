import { Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { commentTextSchema } from '@portal/common/validation/approval';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

const commentFormSchema = z.object({ comment: commentTextSchema });

interface CommentDialogProps {
  open: boolean;
  title: string;
  label?: string;
  submitLabel?: string;
  /** Resolves when the action is done (the dialog then closes); rejects to keep the dialog open. */
  onSubmit: (comment: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A required comment before an action (Not Approve, Reject Account): the same rule as the server's,
 * required and under 255 characters.
 */
export function CommentDialog({ open, title, label = 'Comment', submitLabel = 'Submit', onSubmit, onCancel }: CommentDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(commentFormSchema), defaultValues: { comment: '' } });

  // Each opening starts blank.
  useEffect(() => {
    if (open) reset({ comment: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ comment }) => {
    try {
      await onSubmit(comment);
    } catch {
      // The failure was shown (the global Alert); keep the comment so the user can retry.
    }
  });

  return (
    <FormDialog open={open} title={title} busy={isSubmitting} onSubmit={submit} onCancel={onCancel} submitLabel={submitLabel} submitProps={{ colorPalette: 'red' }}>
      <Stack>
        <FormField label={label} error={errors.comment?.message} required>
          <Textarea rows={4} {...register('comment')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
