import { ROLE_LABELS } from '@portal/common/auth/roles';
import { Button, DataList, HStack } from '@chakra-ui/react';
import { useProfilePicture } from '../../../../api/profile-picture';
import { UserAvatar } from '../../../../components/user-avatar';
import type { PendingAccountsQuery } from '../../../../gql/graphql';
import { PRIORITY_LABELS } from '../priority-select';
import { DialogFrame } from '../../../../components/dialog-frame';

export type PendingAccount = PendingAccountsQuery['pendingAccounts']['users'][number];

interface AccountReviewDialogProps {
  account: PendingAccount;
  /** Approve and Reject are offered to roles that may edit /admin/prequalification. */
  editable: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}

/** "Review" of a signed-up user: name, email, phone, priority, role and profile picture. */
export function AccountReviewDialog({ account, editable, busy, onApprove, onReject, onClose }: AccountReviewDialogProps) {
  // The picture's address is the portal's authenticated route, which an <img> cannot reach: loaded with the token.
  const picture = useProfilePicture(account.profilePic);
  const items: [string, string][] = [
    ['Name', account.name],
    ['Email', account.email],
    ['Phone', account.phone ?? '—'],
    ['Company', account.companyName ?? '—'],
    ['Priority', account.priority ? PRIORITY_LABELS[account.priority] : '—'],
    // The role approval gives: the company's first approved user becomes its company admin.
    ['Role', account.roleOnApproval ? ROLE_LABELS[account.roleOnApproval] : account.roleName],
  ];
  return (
    <DialogFrame
      open
      onDismiss={onClose}
      size="md"
      title="Review account"
      closeLabel="Close"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {editable && (
            <>
              <Button colorPalette="red" variant="outline" onClick={onReject} disabled={busy}>
                Reject
              </Button>
              <Button colorPalette="green" onClick={onApprove} loading={busy}>
                Approve
              </Button>
            </>
          )}
        </>
      }
    >
      <HStack align="flex-start" gap="6">
        <UserAvatar name={account.name} src={picture} size="2xl" />
        <DataList.Root orientation="horizontal" size="sm">
          {items.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </HStack>
    </DialogFrame>
  );
}
