import { formCategories } from '@portal/common/domain/categories';
import type { FormCategory } from '../../gql/graphql';

/** The builder's tabs, in the specification's order: every category of the registry (common/src/domain/categories.ts). */
export function builderTabs(): { category: FormCategory; label: string }[] {
  // A category the registry adds is a FormCategory of the API once the schema is printed again (npm run codegen).
  return formCategories().map((c) => ({ category: c.key as FormCategory, label: c.label }));
}
