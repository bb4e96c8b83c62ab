import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApprovalLetterButton } from '../../approval-letter';
import type { PrequalCycle } from '../api/get-prequal-history';
import { cycleName } from '../labels';
import { PrequalHistoryDialog } from './prequal-history-dialog';

interface PrequalHistorySectionProps {
  vendorId: string;
  /** Newest first, as the server answers. */
  cycles: readonly PrequalCycle[];
}

/** Prequal History: one link per cycle ("November 2026"), each opening its historical popup; then the newest approval letter's download. */
export function PrequalHistorySection({ vendorId, cycles }: PrequalHistorySectionProps) {
  const [openInstance, setOpenInstance] = useState<string | null>(null);
  // The popup reads the cycle from the latest answer, so a saved submitted date shows at once.
  const open = cycles.find((c) => c.instance === openInstance) ?? null;
  return (
    <>
      <Stack gap="2" as="section" aria-labelledby="prequal-history-heading">
        <Heading as="h2" size="md" id="prequal-history-heading">
          Prequal History
        </Heading>
        {cycles.length === 0 ? (
          <Text color="fg.muted">No Prequal History</Text>
        ) : (
          <List.Root listStyle="none" gap="1" aria-label="Prequal History">
            {cycles.map((cycle) => (
              <List.Item key={cycle.instance}>
                <Button variant="plain" colorPalette="blue" textDecoration="underline" px="0" h="auto" onClick={() => setOpenInstance(cycle.instance)}>
                  {cycleName(cycle)}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        )}
        {open && <PrequalHistoryDialog vendorId={vendorId} cycle={open} onClose={() => setOpenInstance(null)} />}
      </Stack>
      {/* Beside the history, not in it: the newest approved cycle's letter. */}
      {cycles.some((c) => c.expiresAt) && (
        <Box>
          <ApprovalLetterButton vendorId={vendorId} />
        </Box>
      )}
    </>
  );
}
