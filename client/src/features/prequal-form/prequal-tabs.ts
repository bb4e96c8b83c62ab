import type { FormCategory, PrequalFormFieldsFragment } from '../../gql/graphql';

/** The vendor form's tabs, in the specification's order; the safety tab holds SAFETY or SAFETY_LITE. */
export const PREQUAL_TABS = [
  { key: 'safety', label: 'Safety', categories: ['SAFETY', 'SAFETY_LITE'] },
  { key: 'financial', label: 'Financial', categories: ['FINANCIAL'] },
  { key: 'legal', label: 'Legal', categories: ['LEGAL'] },
] as const satisfies readonly { key: string; label: string; categories: readonly FormCategory[] }[];

export type PrequalTabKey = (typeof PREQUAL_TABS)[number]['key'];

/** The tab showing a form of this category. */
export function tabIndexOf(category: string): number {
  return PREQUAL_TABS.findIndex((t) => (t.categories as readonly string[]).includes(category));
}

/** The set's forms in tab order, or null when a tab has no form (a set the screen cannot show). */
export function formsByTab(forms: readonly PrequalFormFieldsFragment[]): [PrequalFormFieldsFragment, PrequalFormFieldsFragment, PrequalFormFieldsFragment] | null {
  const [safety, financial, legal] = PREQUAL_TABS.map((tab) => forms.find((f) => (tab.categories as readonly string[]).includes(f.category)));
  return safety && financial && legal ? [safety, financial, legal] : null;
}
