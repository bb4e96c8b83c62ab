import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { ScorePanel, scorePalette } from '../../prequal-score';

/**
 * The Companies list's Score cell: the company's prequalification score (0-100) as the list sorts and filters by it,
 * a button that opens its factors (the score panel of the company page); a dash named "Not scored" without one.
 */
export function CompanyScoreCell({ vendorId, companyName, score }: { vendorId: string; companyName: string; score: number | null | undefined }) {
  const [open, setOpen] = useState(false);
  if (score == null) {
    // The dash is drawn; "Not scored" is what is read (aria-label is not allowed on a plain span).
    return (
      <Text as="span" title="Not scored" color="fg.muted">
        <span aria-hidden="true">–</span>
        <VisuallyHidden>Not scored</VisuallyHidden>
      </Text>
    );
  }
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        colorPalette={scorePalette(score)}
        aria-label={`Score ${score} of 100: why this score, ${companyName}`}
        onClick={() => setOpen(true)}
      >
        {score}
      </Button>
      {open && (
        <DialogFrame open title={`${companyName}: prequalification score`} closeLabel="Close" onDismiss={() => setOpen(false)} size={{ base: 'full', md: 'lg' }}>
          <ScorePanel vendorId={vendorId} />
        </DialogFrame>
      )}
    </>
  );
}
