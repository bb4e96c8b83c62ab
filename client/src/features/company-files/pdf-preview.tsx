import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDF_PREVIEW_SCALE } from './file-rules';

// The pdf.js worker as Vite serves it (react-pdf's instructions for Vite).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// No eval (the portal's Content-Security-Policy forbids it); pdf.js then draws fonts without it.
const OPTIONS = { isEvalSupported: false };

const STEP = 0.2;
const MIN = 0.22;
const MAX = 2.02;

/** Every page of a PDF at zoom 0.42 by default, with zoom out and in. Loaded only when a PDF is previewed. */
export function PdfPreview({ url, fileName }: { url: string; fileName: string }) {
  const [pages, setPages] = useState(0);
  const [scale, setScale] = useState(PDF_PREVIEW_SCALE);
  const [failed, setFailed] = useState(false);
  if (failed) return <Text>This PDF could not be shown. Open it in a new tab instead.</Text>;
  return (
    <Stack gap="3">
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => setScale((s) => Math.max(MIN, s - STEP))} disabled={scale <= MIN} aria-label="Zoom out">
          −
        </Button>
        <Text fontSize="sm" aria-live="polite">
          Zoom {Math.round(scale * 100)}%
        </Text>
        <Button size="xs" variant="outline" onClick={() => setScale((s) => Math.min(MAX, s + STEP))} disabled={scale >= MAX} aria-label="Zoom in">
          +
        </Button>
        {pages > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {pages} {pages === 1 ? 'page' : 'pages'}
          </Text>
        )}
      </HStack>
      <Box overflow="auto" maxH="70vh" borderWidth="1px" rounded="md" p="2" bg="bg.subtle" aria-label={`Preview of ${fileName}`} role="document">
        <Document
          file={url}
          options={OPTIONS}
          onLoadSuccess={({ numPages }) => setPages(numPages)}
          onLoadError={() => setFailed(true)}
          loading={<Spinner aria-hidden="true" />}
        >
          {Array.from({ length: pages }, (_, i) => (
            <Box key={i} mb="2" boxShadow="sm" w="fit-content" bg="white">
              <Page pageNumber={i + 1} scale={scale} renderTextLayer={false} renderAnnotationLayer={false} />
            </Box>
          ))}
        </Document>
      </Box>
    </Stack>
  );
}
