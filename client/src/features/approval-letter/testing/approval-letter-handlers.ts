import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';

export const LETTER_FILE_ID = 'f-letter-1';

/** Answers a made letter for every company, and its download link; records what was asked. */
export function answerApprovalLetter() {
  const calls = { letters: [] as unknown[], links: [] as unknown[] };
  server.use(
    graphql.query('ApprovalLetter', ({ variables }) => {
      calls.letters.push(variables.vendorId);
      return HttpResponse.json({
        data: {
          approvalLetter: { __typename: 'ApprovalLetter', fileId: LETTER_FILE_ID, fileName: 'Approval letter Acme 2026-11.pdf', size: 2048, instance: '2026-11' },
        },
      });
    }),
    graphql.query('ApprovalLetterLink', ({ variables }) => {
      calls.links.push(variables.fileId);
      return HttpResponse.json({
        data: { fileViewLink: { __typename: 'FileViewLink', url: `/api/v1/s3files/view?s3FilePath=${btoa(String(variables.fileId))}&authToken=dG9rZW4` } },
      });
    }),
  );
  return calls;
}
