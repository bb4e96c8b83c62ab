import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessageOf } from '../../api/error-details';
import { formatDateTime } from '../../utils/format-date';
import { openFileInNewTab } from './api/file-view-link';
import type { CompanyFileRow } from './api/get-company-files';
import { DialogFrame } from '../../components/dialog-frame';

/**
 * Every version of a document, newest first, with its upload date and uploader: a replacement never overwrites,
 * so a reviewer opens the version a form was submitted with beside the current one.
 */
export function FileVersionsDialog({ file, onClose }: { file: CompanyFileRow | null; onClose: () => void }) {
  const client = useApolloClient();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };

  return (
    <DialogFrame
      open={file !== null}
      onDismiss={close}
      size="lg"
      scrollBehavior="inside"
      title={<>Versions: {file?.fileName}</>}
      closeLabel="Close the versions"
      footer={<Button onClick={close}>Close</Button>}
    >
      {problem && (
        <Text role="alert" color="fg.error" mb="3">
          {problem}
        </Text>
      )}
      <List.Root variant="plain" gap="3" aria-label="Versions">
        {file?.versions.map((v, i) => (
          <List.Item key={v.fileId}>
            <HStack justify="space-between" align="start" w="full" gap="3">
              <Stack gap="0.5">
                <HStack gap="2">
                  <Text fontWeight="medium" wordBreak="break-word">
                    Version {file.versions.length - i}: {v.fileName}
                  </Text>
                  {v.current && (
                    <Badge colorPalette="green" variant="subtle">
                      Current
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Uploaded {formatDateTime(v.uploadedAt)} by {v.uploadedBy}
                  {v.replacedAt ? `; replaced ${formatDateTime(v.replacedAt)}` : ''}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Open version ${file.versions.length - i} of ${file.fileName}`}
                onClick={() => void openFileInNewTab(client, v.fileId).catch((e: unknown) => setProblem(errorMessageOf(e)))}
              >
                Open
              </Button>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </DialogFrame>
  );
}
