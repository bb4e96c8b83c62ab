import { SLUG_PATTERN } from '@portal/common/forms/template-schema';

const MAX_SLUG = 80;

/**
 * A slug from a question's label: lower case, words joined by underscores, starting with a letter
 * ("EMR 2024" -> "emr_2024", "2024 revenue" -> "field_2024_revenue"); empty for an empty label.
 */
export function slugify(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!words) return '';
  const slug = /^[a-z]/.test(words) ? words : `field_${words}`;
  return slug.slice(0, MAX_SLUG).replace(/_+$/, '');
}

/** `base`, or `base_2`, `base_3`... whichever is not taken yet. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!base || !taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, MAX_SLUG - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}
