import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { EMPLOYEES_MAX, REGISTRATION_MESSAGES } from '@portal/common/validation/registration';
import { useRef, useState, type FormEvent } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { NO_EMPLOYEES_MESSAGE } from '../prequal-status';

interface NoEmployeesDialogProps {
  open: boolean;
  /** Saving the number and beginning is under way. */
  busy: boolean;
  /** A refusal of the number by the server, shown under the input. */
  serverError: string | null;
  /** Saves the number of employees (a positive whole number) and begins. */
  onSave: (noOfEmployees: string) => void;
  onGoToGeneralInfo: () => void;
  onCancel: () => void;
}

/** The number of employees as the general info takes it, or why not. */
export function checkEmployeeCount(raw: string): { value: string } | { error: string } {
  const text = raw.trim().replace(/,/g, '');
  if (!text) return { error: 'Number of Employees is required' };
  if (!/^\d+$/.test(text) || Number(text) < 1) return { error: REGISTRATION_MESSAGES.employeesInvalid };
  if (Number(text) > EMPLOYEES_MAX) return { error: REGISTRATION_MESSAGES.employeesTooMany };
  return { value: String(Number(text)) };
}

/**
 * Beginning prequalification needs the company's number of employees (NoEmployeesFoundException): the
 * specification's alert with Go to General Info and Cancel, and beside them the number itself, saved to the
 * general info, after which the prequalification begins.
 */
export function NoEmployeesDialog({ open, busy, serverError, onSave, onGoToGeneralInfo, onCancel }: NoEmployeesDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmployeeCount(value);
    if ('error' in checked) {
      setError(checked.error);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    onSave(checked.value);
  };

  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title="Alert"
      onDismiss={busy ? undefined : onCancel}
      initialFocusEl={() => inputRef.current}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="outline" onClick={onGoToGeneralInfo} disabled={busy}>
            Go to General Info
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{NO_EMPLOYEES_MESSAGE}</Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="3">
            <Field.Root invalid={Boolean(shown)}>
              <Field.Label>Number of employees</Field.Label>
              <Input
                ref={inputRef}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
                inputMode="numeric"
                autoComplete="off"
              />
              {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : <Field.HelperText>Saved to your General Info</Field.HelperText>}
            </Field.Root>
            <HStack>
              <Button type="submit" loading={busy} loadingText="Saving">
                Save and begin
              </Button>
            </HStack>
          </Stack>
        </form>
      </Stack>
    </DialogFrame>
  );
}
