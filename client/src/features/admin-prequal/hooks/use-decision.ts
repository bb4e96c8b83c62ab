import { useState } from 'react';
import { toaster } from '../../../components/toaster';

interface DecisionOptions<Row> {
  /** Sends the decision; `commentText` comes with a rejection. */
  decide(row: Row, approve: boolean, commentText?: string): Promise<unknown>;
  approvedTitle: string;
  rejectedTitle: string;
  /** After either decision: the row leaves its list, so close whatever else is open about it. */
  onDecided?(): void;
}

/**
 * Approve after a confirmation, or reject with a comment: the row each dialog is about, and the
 * actions its buttons call. On failure the global Alert shows the server's message; a failed
 * rejection throws so the comment dialog stays open with the comment kept.
 */
export function useDecision<Row>({ decide, approvedTitle, rejectedTitle, onDecided }: DecisionOptions<Row>) {
  const [approving, setApproving] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const decided = (title: string) => {
    toaster.create({ type: 'success', title });
    setApproving(null);
    setRejecting(null);
    onDecided?.();
  };

  const approve = async () => {
    if (!approving) return;
    try {
      await decide(approving, true);
      decided(approvedTitle);
    } catch {
      setApproving(null);
    }
  };

  const reject = async (commentText: string) => {
    if (!rejecting) return;
    await decide(rejecting, false, commentText);
    decided(rejectedTitle);
  };

  return { approving, setApproving, rejecting, setRejecting, approve, reject };
}
