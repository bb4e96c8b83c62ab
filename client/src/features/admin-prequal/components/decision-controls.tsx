import { Button, HStack } from '@chakra-ui/react';
import { CommentDialog } from '../../../components/comment-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useDecision } from '../hooks/use-decision';

interface ReviewApproveButtonsProps {
  /** Who or what the row is, for the buttons' accessible names ("Review Acme", "Approve Acme"). */
  name: string;
  /** Approve shows only to roles that may decide. */
  editable: boolean;
  onReview: () => void;
  onApprove: () => void;
}

/** A waiting row's actions in the registration and account tabs: Review, and Approve for the roles that may. */
export function ReviewApproveButtons({ name, editable, onReview, onApprove }: ReviewApproveButtonsProps) {
  return (
    <HStack gap="2">
      <Button size="xs" variant="outline" onClick={onReview} aria-label={`Review ${name}`}>
        Review
      </Button>
      {editable && (
        <Button size="xs" colorPalette="green" onClick={onApprove} aria-label={`Approve ${name}`}>
          Approve
        </Button>
      )}
    </HStack>
  );
}

interface DecisionDialogsProps<Row> {
  decision: ReturnType<typeof useDecision<Row>>;
  /** While the decision is being sent. */
  busy: boolean;
  approveTitle: string;
  approveMessage: (row: Row | null) => string;
  rejectTitle: string;
  rejectLabel: string;
}

/** The two dialogs of a decision (useDecision): Approve after a confirmation, the other way with a required comment. */
export function DecisionDialogs<Row>({ decision, busy, approveTitle, approveMessage, rejectTitle, rejectLabel }: DecisionDialogsProps<Row>) {
  const { approving, setApproving, rejecting, setRejecting, approve, reject } = decision;
  return (
    <>
      <ConfirmDialog
        open={approving !== null}
        title={approveTitle}
        message={approveMessage(approving)}
        confirmLabel="Approve"
        busy={busy}
        onConfirm={() => void approve()}
        onCancel={() => setApproving(null)}
      />
      <CommentDialog open={rejecting !== null} title={rejectTitle} submitLabel={rejectLabel} onSubmit={reject} onCancel={() => setRejecting(null)} />
    </>
  );
}
