/**
 * A choice in a dropdown, multi-select, radio group or checkbox list.
 * `value` is what is stored and sent; `label` is what people read.
 */
export interface LookupOption<V extends string = string> {
  readonly label: string;
  readonly value: V;
}

/** A lookup list: plain data, in display order. */
export type LookupList<V extends string = string> = readonly LookupOption<V>[];

/** The union of a list's values, e.g. `ValueOf<typeof REGIONS>`. */
export type ValueOf<L extends LookupList> = L[number]['value'];

/** The values of a list, in order. */
export function valuesOf<V extends string>(list: LookupList<V>): V[] {
  return list.map((o) => o.value);
}

/** The label shown for a stored value; the value itself when the list does not know it (old data). */
export function labelOf(list: LookupList, value: string | null | undefined): string {
  if (value == null) return '';
  return list.find((o) => o.value === value)?.label ?? value;
}
