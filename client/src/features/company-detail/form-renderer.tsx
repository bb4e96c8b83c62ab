import type { FormField } from '@portal/common/forms/field-model';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Draws one of a company's filled forms (each answer in its field's userInput). Features never import each
 * other: the vendor form's renderer is joined in by the route (client/src/app/routes.tsx), as admin-prequal's
 * review dialogs get it. The historical popup shows it inside a disabled fieldset, so nothing can change.
 */
export type CompanyFormRenderer = (props: { fields: readonly FormField[] }) => ReactNode;

const CompanyFormRendererContext = createContext<CompanyFormRenderer | null>(null);

export const CompanyFormRendererProvider = CompanyFormRendererContext.Provider;

/** The injected renderer, or null (the popup then lists the answers as text). */
export function useCompanyFormRenderer(): CompanyFormRenderer | null {
  return useContext(CompanyFormRendererContext);
}
