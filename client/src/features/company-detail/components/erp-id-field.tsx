import { Button, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { ERP_ID_MAX } from '@portal/common/validation/company-notes';
import { useEffect, useRef, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { toaster } from '../../../components/toaster';
import { useSetErpId } from '../api/set-erp-id';

export const ERP_ID_SAVED = 'ERP Id updated';

interface ErpIdFieldProps {
  vendorId: string;
  companyName: string;
  value: string | null;
  editable: boolean;
}

/**
 * The ERP Id, edited inline: Edit opens the field (Enter saves, Escape cancels). The new value shows at once; when
 * the save fails it goes back to the stored one (the global Alert says why).
 */
export function ErpIdField({ vendorId, companyName, value, editable }: ErpIdFieldProps) {
  const [setErpId, { loading }] = useSetErpId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  // What the page shows while a save is on its way (the optimistic value); null shows the stored one.
  const [pending, setPending] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  const close = () => {
    setEditing(false);
    // Back to the Edit button, for keyboard users.
    setTimeout(() => editRef.current?.focus(), 0);
  };

  const save = async () => {
    const next = draft.trim();
    close();
    if (next === (value ?? '')) return;
    setPending(next);
    try {
      await setErpId({ variables: { vendorId, hbErpid: next || null } });
      toaster.create({ type: 'success', title: ERP_ID_SAVED });
    } catch {
      // Reverted below; the global Alert shows why.
    } finally {
      setPending(null);
    }
  };

  const shown = pending ?? value ?? '';

  if (editing) {
    return (
      <HStack gap="2" as="form" onSubmit={(e) => (e.preventDefault(), void save())}>
        <Input
          ref={inputRef}
          size="sm"
          maxW="48"
          aria-label="ERP Id"
          maxLength={ERP_ID_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        />
        <Button size="sm" type="submit">
          Save
        </Button>
        <Button size="sm" variant="outline" onClick={close}>
          Cancel
        </Button>
      </HStack>
    );
  }

  return (
    <HStack gap="2">
      <Text data-testid="erp-id-value">{shown || '—'}</Text>
      {editable && (
        <IconButton
          ref={editRef}
          size="xs"
          variant="ghost"
          aria-label={`Edit ERP Id of ${companyName}`}
          disabled={loading}
          onClick={() => {
            setDraft(value ?? '');
            setEditing(true);
          }}
        >
          <LuPencil />
        </IconButton>
      )}
    </HStack>
  );
}
