import { useState } from 'react';
import { toaster } from './toaster';

interface ConfirmedDeleteOptions<Row> {
  /** Sends the delete. */
  remove: (row: Row) => Promise<unknown>;
  /** The success toast's title ("Note deleted"). */
  doneTitle: string;
  /** After a delete succeeded (a list whose page emptied steps back, say). */
  onDeleted?: () => void;
}

/**
 * A delete asked for on one row and confirmed in a ConfirmDialog: the row waiting for the answer, and the props
 * that open and answer the dialog. A delete that succeeds says so in a toast; one that fails is explained by the
 * global Alert; the dialog closes either way.
 */
export function useConfirmedDelete<Row>({ remove, doneTitle, onDeleted }: ConfirmedDeleteOptions<Row>) {
  const [doomed, setDoomed] = useState<Row | null>(null);

  const confirm = async () => {
    if (!doomed) return;
    try {
      await remove(doomed);
      toaster.create({ type: 'success', title: doneTitle });
      onDeleted?.();
    } catch {
      // The global Alert shows the server's reason.
    } finally {
      setDoomed(null);
    }
  };

  return {
    doomed,
    /** Asks about this row (opens the dialog). */
    ask: setDoomed,
    /** Spread on the ConfirmDialog. */
    dialog: { open: doomed !== null, onConfirm: () => void confirm(), onCancel: () => setDoomed(null) },
  };
}
