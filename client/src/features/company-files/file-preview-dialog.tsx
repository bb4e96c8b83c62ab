import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Image, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorMessageOf } from '../../api/error-details';
import { PageSpinner } from '../../components/page-spinner';
import { fileViewLink, openFileInNewTab } from './api/file-view-link';
import { DialogFrame } from '../../components/dialog-frame';

// react-pdf and pdf.js load only when a PDF is previewed.
const PdfPreview = lazy(async () => ({ default: (await import('./pdf-preview')).PdfPreview }));

export interface PreviewedFile {
  fileId: string;
  fileName: string;
  fileType: string;
}

/** Previews a PDF (react-pdf, zoom 0.42) or an image in the page, through a short-lived link of that one file. */
export function FilePreviewDialog({ file, onClose }: { file: PreviewedFile | null; onClose: () => void }) {
  const client = useApolloClient();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setUrl(null);
    setProblem(null);
    if (!file) return;
    let live = true;
    fileViewLink(client, file.fileId, 'view').then(
      (link) => live && setUrl(link),
      (error: unknown) => live && setProblem(errorMessageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [client, file]);

  const isPdf = file?.fileType === 'PDF';
  return (
    <DialogFrame
      open={file !== null}
      onDismiss={onClose}
      size="xl"
      scrollBehavior="inside"
      title={<>Preview: {file?.fileName}</>}
      closeLabel="Close the preview"
      footer={
        <>
          <Button variant="outline" onClick={() => file && void openFileInNewTab(client, file.fileId).catch((e: unknown) => setProblem(errorMessageOf(e)))}>
            Open in new tab
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {problem && <Text role="alert">{problem}</Text>}
      {!problem && !url && <PageSpinner label="Loading the preview" />}
      {url && file && isPdf && (
        <Suspense fallback={<PageSpinner label="Loading the preview" />}>
          <PdfPreview url={url} fileName={file.fileName} />
        </Suspense>
      )}
      {url && file && !isPdf && (
        <Box overflow="auto" maxH="70vh">
          <Image src={url} alt={file.fileName} maxW="full" />
        </Box>
      )}
    </DialogFrame>
  );
}
