import { Button, Text } from '@chakra-ui/react';
import { graphQLErrorsOf } from '../../../api/error-details';
import { DialogFrame } from '../../../components/dialog-frame';

/** The error type the server gives a Begin Prequalification without the company's number of employees. */
const NO_EMPLOYEES_TYPE = 'NoEmployeesFoundException';

export function isNoEmployees(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => e.extensions?.type === NO_EMPLOYEES_TYPE);
}

interface NoEmployeesAlertProps {
  open: boolean;
  /** The server's words ("Please fill the number of employees in the General info section"). */
  message: string;
  onGoToGeneralInfo: () => void;
  onCancel: () => void;
}

/**
 * The specification's alert for a Begin Prequalification refused for want of the number of employees, on the staff
 * side as on the vendor's: Go to General Info (the company's General tab, where staff fill it in) and Cancel.
 */
export function NoEmployeesAlert({ open, message, onGoToGeneralInfo, onCancel }: NoEmployeesAlertProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title="Alert"
      onDismiss={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onGoToGeneralInfo}>Go to General Info</Button>
        </>
      }
    >
      <Text>{message}</Text>
    </DialogFrame>
  );
}
