/**
 * Approve / not approve, for registrations (PUT vendors/{id}/registration-status) and accounts
 * (PUT users/{id}/registration-status): `{ approve, commentText? }`. Not approving needs a comment,
 * under 255 characters (specification, admin side section 5).
 */
import { z } from 'zod';
import { COMMENT_MAX } from '../constants.js';
import { cleanMultilineText } from './fields.js';

export const COMMENT_MESSAGES = {
  required: 'Comment is required',
  tooLong: `Comment should be less than ${COMMENT_MAX} characters`,
} as const;

/** A comment: cleaned, trimmed, required, fewer than 255 characters. */
export const commentTextSchema = z
  .string({ error: COMMENT_MESSAGES.required })
  .transform((v) => cleanMultilineText(v).trim())
  .pipe(
    z
      .string()
      .min(1, COMMENT_MESSAGES.required)
      .max(COMMENT_MAX - 1, COMMENT_MESSAGES.tooLong),
  );

export const approvalDecisionSchema = z
  .object({
    approve: z.boolean({ error: 'approve must be true or false' }),
    commentText: z.string().nullish(),
  })
  .transform((v, ctx) => {
    if (v.approve) return { approve: true as const, commentText: null };
    const comment = commentTextSchema.safeParse(v.commentText ?? '');
    if (!comment.success) {
      ctx.addIssue({ code: 'custom', path: ['commentText'], message: comment.error.issues[0]?.message ?? COMMENT_MESSAGES.required });
      return z.NEVER;
    }
    return { approve: false as const, commentText: comment.data };
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionSchema>;
