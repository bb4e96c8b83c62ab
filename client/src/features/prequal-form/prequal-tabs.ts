import { departments } from '@portal/common/domain/categories';
import type { PrequalFormFieldsFragment } from '../../gql/graphql';

/** One tab of the vendor's form: a department of the registry; the safety tab holds SAFETY or SAFETY_LITE. */
export interface PrequalTab {
  key: string;
  label: string;
  categories: readonly string[];
}

/** The vendor form's tabs, in the specification's order: one per department (common/src/domain/categories.ts). */
export function prequalTabs(): PrequalTab[] {
  return departments().map((d) => ({ key: d.key.toLowerCase(), label: d.label, categories: d.categories.map((c) => c.key) }));
}

/** The tab showing a form of this category. */
export function tabIndexOf(category: string): number {
  return prequalTabs().findIndex((t) => t.categories.includes(category));
}

/** The set's forms in tab order, or null when a tab has no form (a set the screen cannot show). */
export function formsByTab(forms: readonly PrequalFormFieldsFragment[]): PrequalFormFieldsFragment[] | null {
  const ordered = prequalTabs().map((tab) => forms.find((f) => tab.categories.includes(f.category)));
  return ordered.every((f) => f !== undefined) ? ordered : null;
}
