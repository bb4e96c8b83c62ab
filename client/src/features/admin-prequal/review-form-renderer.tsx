import type { FormField } from '@portal/common/forms/field-model';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Draws one of a company's filled forms. Features never import each other: the vendor form's renderer is
 * joined in by the route (client/src/app/routes.tsx), as the form builder's preview is. `onAnswers`, when the
 * renderer supports editing, hands back the answers as the reviewer changes them; `readOnly` shows every answer
 * without a way to change it; `vendorId` lets file questions upload into the company's files.
 */
export type ReviewFormRenderer = (props: {
  fields: readonly FormField[];
  onAnswers?: (answers: Record<string, unknown>) => void;
  readOnly?: boolean;
  /** The company file answers upload into (staff filling its forms); uploads are off without it. */
  vendorId?: string | null;
  /** Counts the Submits tried: from the first, every question a Submit would refuse is marked with its message. */
  submitCheck?: number;
}) => ReactNode;

const ReviewFormRendererContext = createContext<ReviewFormRenderer | null>(null);

export const ReviewFormRendererProvider = ReviewFormRendererContext.Provider;

/** The injected renderer, or null (the dialog then lists the answers as text). */
export function useReviewFormRenderer(): ReviewFormRenderer | null {
  return useContext(ReviewFormRendererContext);
}
