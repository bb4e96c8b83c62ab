import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { showAlert } from '../../api/alert-store';
import { downloadCsv } from '../../api/download-csv';

interface ExportCsvButtonProps {
  /** The list's export under /api/v1, e.g. /audit-logs/export.csv. */
  path: string;
  /** The list's current search, filters and sort, as its REST list takes them. */
  params: Readonly<Record<string, string | number | null | undefined>>;
  disabled?: boolean;
}

/**
 * "Export CSV" of an admin list: downloads the whole list with the search, filters and sort the screen
 * shows (docs/api/csv-export.md). A refusal shows the server's message in the global Alert.
 */
export function ExportCsvButton({ path, params, disabled = false }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, params);
    } catch (err) {
      showAlert(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void exportCsv()} loading={busy} loadingText="Exporting" disabled={disabled}>
      <LuDownload aria-hidden="true" /> Export CSV
    </Button>
  );
}
