import type { FormCategory } from '../../gql/graphql';

/** The builder's tabs, in the specification's order. */
export const BUILDER_TABS: readonly { category: FormCategory; label: string }[] = [
  { category: 'SAFETY', label: 'Safety' },
  { category: 'SAFETY_LITE', label: 'Safety Lite' },
  { category: 'FINANCIAL', label: 'Financial' },
  { category: 'LEGAL', label: 'Legal' },
];
