import { Input, Stack, Text } from '@chakra-ui/react';
import { USER_MESSAGES } from '@portal/common/validation/users';
import { useState } from 'react';
import { showAlert } from '../../../api/alert-store';
import { errorMessageOf } from '../../../api/error-details';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: { userId: string; name: string };
  /** Internal users are deleted with hardDelete (spec). */
  hardDelete: boolean;
  onClose: () => void;
}

/** Deleting a user is confirmed by typing DELETE (section 5); Cancel has the focus. */
export function DeleteUserDialog({ user, hardDelete, onClose }: DeleteUserDialogProps) {
  const [typed, setTyped] = useState('');
  const [deleteUser, { loading }] = useDeleteUser();
  const confirmed = typed === 'DELETE';

  const confirm = async () => {
    if (!confirmed) return;
    try {
      await deleteUser({ variables: { userId: user.userId, hardDelete: hardDelete || null } });
      toaster.create({ type: 'success', title: USER_MESSAGES.userDeleted, closable: true });
      onClose();
    } catch (error) {
      showAlert(errorMessageOf(error));
    }
  };

  return (
    <FormDialog title="Delete user" busy={loading} onSubmit={confirm} onCancel={onClose} destructive submitLabel="Delete" submitProps={{ disabled: !confirmed }}>
      <Stack gap="4">
        <Text>Are you sure you want to delete {user.name}? This cannot be undone.</Text>
        <FormField label={USER_MESSAGES.typeDelete} helperText="Type the word DELETE in capital letters">
          <Input autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
