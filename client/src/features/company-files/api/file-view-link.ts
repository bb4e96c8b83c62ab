import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';

export const FILE_VIEW_LINK_QUERY = graphql(`
  query FileViewLink($fileId: ID!, $mode: String) {
    fileViewLink(fileId: $fileId, mode: $mode) {
      url
      expiresAt
    }
  }
`);

/**
 * A fresh link to one file (GET /api/v1/s3files/view with a token signed for that file, valid minutes): never the
 * session token in an address. `view` shows PDFs and images in the page or tab; without it the file downloads.
 */
export async function fileViewLink(client: ApolloClient, fileId: string, mode: 'view' | null): Promise<string> {
  const { data } = await client.query({ query: FILE_VIEW_LINK_QUERY, variables: { fileId, mode }, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('The file link could not be made.');
  return data.fileViewLink.url;
}

/**
 * Opens a file in a new tab through a fresh link. The tab opens at once, while the click still allows a pop-up,
 * and is pointed at the link when it arrives (closed again when it cannot be made).
 */
export async function openFileInNewTab(client: ApolloClient, fileId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await fileViewLink(client, fileId, 'view');
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
