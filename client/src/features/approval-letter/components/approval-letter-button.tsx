import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileDown } from 'react-icons/lu';
import { showAlert } from '../../../api/alert-store';
import { errorMessageOf } from '../../../api/error-details';
import { approvalLetterLink, useApprovalLetter } from '../api/get-approval-letter';

/**
 * "Download approval letter" for a company whose prequalification was approved: nothing while no letter exists
 * (it is made moments after the final approval). The PDF downloads through a fresh signed link.
 */
export function ApprovalLetterButton({ vendorId }: { vendorId: string }) {
  const client = useApolloClient();
  const { data } = useApprovalLetter(vendorId);
  const [busy, setBusy] = useState(false);
  const letter = data?.approvalLetter;
  if (!letter) return null;
  const download = async () => {
    setBusy(true);
    try {
      const url = await approvalLetterLink(client, letter.fileId);
      const a = document.createElement('a');
      a.href = url;
      a.download = letter.fileName;
      a.rel = 'noopener';
      document.body.append(a);
      a.click();
      a.remove();
    } catch (error) {
      showAlert(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
      <LuFileDown />
      Download approval letter
    </Button>
  );
}
