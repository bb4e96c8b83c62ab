import { Box, Button, chakra, List, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { AuditLogRow } from '../api/get-audit-logs';

/** A field name as words: companyName -> Company name, hb_erpid -> Hb erpid. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One change as the row shows it: "Field: from -> to", or "Field: value". */
export function changeText(change: AuditLogRow['changes'][number]): string {
  const label = fieldLabel(change.field);
  if (change.value !== null || (change.from === null && change.to === null)) return `${label}: ${change.value ?? '(empty)'}`;
  return `${label}: ${change.from ?? '(empty)'} -> ${change.to ?? '(empty)'}`;
}

/** The Changes cell: a button that expands the row's changes below it (named after its row for screen readers). */
export function AuditChanges({ log, rowName }: { log: AuditLogRow; rowName: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (log.changes.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No changes recorded
      </Text>
    );
  }
  return (
    <Box>
      <Button
        size="xs"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${open ? 'Hide' : 'Show'} changes of ${rowName}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <LuChevronDown aria-hidden="true" /> : <LuChevronRight aria-hidden="true" />}
        {open ? 'Hide changes' : `Show changes (${log.changes.length})`}
      </Button>
      {open && (
        <List.Root id={id} aria-label={`Changes of ${rowName}`} fontSize="sm" ps="5" mt="1" gap="1" maxW="xl">
          {log.changes.map((c) => (
            <List.Item key={c.field} wordBreak="break-word">
              <chakra.span fontWeight="medium">{fieldLabel(c.field)}</chakra.span>: {changeText(c).slice(fieldLabel(c.field).length + 2)}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
