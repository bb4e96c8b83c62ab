import { Button, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useAuth } from '../../../auth/use-auth';
import { CommentDialog } from '../../../components/comment-dialog';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { toaster } from '../../../components/toaster';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useAddCompanyComment, useDeleteCompanyComment } from '../api/change-company-comments';
import { useCompanyComments, type CompanyCommentRow } from '../api/get-company-comments';
import { formatNoteDate } from '../note-date';

/** Comments read a page at a time; "Show more comments" reads a longer page. */
export const COMMENTS_PAGE = 25;
export const COMMENT_ADDED = 'Comment added';
export const COMMENT_DELETED = 'Comment deleted';

/** The Main tab's Comments: newest first with author and date, Add Comment for editors, delete for the system admin. */
export function CommentsSection({ vendorId }: { vendorId: string }) {
  const { role } = useAuth();
  const [limit, setLimit] = useState(COMMENTS_PAGE);
  const { data, loading } = useCompanyComments(vendorId, 1, limit);
  const [addComment] = useAddCompanyComment();
  const [deleteComment, { loading: deleting }] = useDeleteCompanyComment();
  const [adding, setAdding] = useState(false);
  const canAdd = hasPermission(role, 'companyNotes.write');
  const canDelete = hasPermission(role, 'companyNotes.delete');
  const page = data?.companyComments;
  const deletion = useConfirmedDelete<CompanyCommentRow>({
    remove: (c) => deleteComment({ variables: { commentId: c.commentId } }),
    doneTitle: COMMENT_DELETED,
  });

  const add = async (comment: string) => {
    await addComment({ variables: { vendorId, comment } });
    toaster.create({ type: 'success', title: COMMENT_ADDED });
    setAdding(false);
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="comments-heading">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id="comments-heading">
          Comments
        </Heading>
        {canAdd && (
          <Button size="sm" onClick={() => setAdding(true)}>
            Add Comment
          </Button>
        )}
      </HStack>
      {!page && loading ? (
        <PageSpinner label="Loading the comments" />
      ) : !page || page.items.length === 0 ? (
        <Text color="fg.muted">No Comments</Text>
      ) : (
        <Stack as="ul" aria-label="Comments" gap="3" listStyleType="none" m="0" p="0">
          {page.items.map((c) => {
            const when = formatNoteDate(c.commentDate);
            return (
              <HStack as="li" key={c.commentId} align="flex-start" justify="space-between" borderWidth="1px" borderRadius="md" p="3" gap="3">
                <Stack gap="1">
                  <Text whiteSpace="pre-line">{c.commentText}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {`${c.commentedBy} · ${when}`}
                  </Text>
                </Stack>
                {canDelete && (
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete comment by ${c.commentedBy} on ${when}`} onClick={() => deletion.ask(c)}>
                    <LuTrash2 />
                  </IconButton>
                )}
              </HStack>
            );
          })}
        </Stack>
      )}
      {page && page.totalCount > page.items.length && (
        <Button alignSelf="flex-start" size="sm" variant="outline" loading={loading} onClick={() => setLimit((l) => l + COMMENTS_PAGE)}>
          Show more comments
        </Button>
      )}
      <CommentDialog open={adding} title="Add Comment" submitLabel="Save" onSubmit={add} onCancel={() => setAdding(false)} />
      <ConfirmDialog
        title="Delete comment"
        message="Are you sure you want to delete this comment?"
        confirmLabel="Delete"
        destructive
        busy={deleting}
        {...deletion.dialog}
      />
    </Stack>
  );
}
