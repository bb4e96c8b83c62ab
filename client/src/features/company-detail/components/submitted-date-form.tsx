import { Box, Button, DataList, HStack, Input } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../../api/alert-store';
import { graphQLErrorsOf, isSessionError } from '../../../api/error-details';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { formatDate } from '../../../utils/format-date';
import { useSetCycleSubmittedAt } from '../api/set-submitted-at';
import { dayInPortalZone, submittedAtOf, submittedDateRange, submittedDateSchema } from '../submitted-date';

/** The specification's words for a failure without the server's own (a network error). */
export const SUBMITTED_DATE_FAILURE = 'An error occurred. Please try again later.';
export const SUBMITTED_DATE_UPDATED = 'Updated submitted date successfully';

interface SubmittedDateFormProps {
  vendorId: string;
  instance: string;
  submittedAt: string | null | undefined;
  /** SYSTEM_ADMIN and PREQUAL_ADMIN (prequal.editSubmissionDate); others see the date as text. */
  editable: boolean;
}

/** The historical popup's submitted date: a date input with Update Submitted Date, or the date as text. */
export function SubmittedDateForm({ vendorId, instance, submittedAt, editable }: SubmittedDateFormProps) {
  if (!editable) {
    return (
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Submitted Date</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(submittedAt) || 'Not submitted'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    );
  }
  // A new stored date (after a save and the history's refetch) starts a fresh form.
  return <EditableSubmittedDate key={submittedAt ?? ''} vendorId={vendorId} instance={instance} submittedAt={submittedAt} />;
}

function EditableSubmittedDate({ vendorId, instance, submittedAt }: Omit<SubmittedDateFormProps, 'editable'>) {
  const schema = useMemo(() => submittedDateSchema(), []);
  const { min, max } = submittedDateRange(new Date());
  const [setSubmittedAt] = useSetCycleSubmittedAt();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { submittedDate: submittedAt ? dayInPortalZone(new Date(submittedAt)) : '' } });

  const submit = handleSubmit(async ({ submittedDate }) => {
    try {
      await setSubmittedAt({ variables: { vendorId, instance, submittedAt: submittedAtOf(submittedDate) } });
      toaster.create({ type: 'success', title: SUBMITTED_DATE_UPDATED });
    } catch (error) {
      // An ended session already sent the user to sign in.
      if (isSessionError(error)) return;
      const messages = graphQLErrorsOf(error)
        .map((e) => e.message)
        .filter(Boolean);
      showAlert(messages.length > 0 ? messages.join('\n') : SUBMITTED_DATE_FAILURE);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <HStack align="flex-end" gap="3" wrap="wrap">
        <Box flex="1" minW="12rem" maxW="16rem">
          <FormField label="Submitted Date" error={errors.submittedDate?.message} required>
            <Input type="date" min={min} max={max} {...register('submittedDate')} />
          </FormField>
        </Box>
        <Button type="submit" loading={isSubmitting}>
          Update Submitted Date
        </Button>
      </HStack>
    </form>
  );
}
