import { Box, createListCollection } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { MultiSelectBox } from './fields/multi-select-box';

export interface AssignmentOption {
  value: string;
  label: string;
}

/** Which way a change goes: the server's `associate` / `unassociate` actions. */
export type AssignmentAction = 'associate' | 'unassociate';

/** The chosen names, at most two, then "+N more". */
export function assignmentSummary(names: readonly string[]): string {
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} +${names.length - 2} more`;
}

interface AssignmentSelectProps {
  /** What may be chosen. */
  options: readonly AssignmentOption[];
  /** What the server has assigned now; offered too when no longer among the options. */
  assigned: readonly AssignmentOption[];
  /** Writes one change; answers what is assigned after it (null when the answer does not say). */
  save: (action: AssignmentAction, ids: string[]) => Promise<string[] | null>;
  label: string;
  placeholder: string;
  disabled: boolean;
  /** The most that may be chosen here, and what the list says at it: then only the chosen can be touched (to remove them). */
  limit?: { most: number; message: string };
  emptyText: string;
  width: string;
}

/**
 * A table row's assignments as a multiselect (companies to a project, projects to a company): choosing one assigns it
 * at once, clearing one removes it; a refused change goes back to what the server has (its message shows in the
 * global Alert). The newest change's answer wins when quick choices overlap; the server keeps them all.
 */
export function AssignmentSelect({ options, assigned, save, label, placeholder, disabled, limit, emptyText, width }: AssignmentSelectProps) {
  const saved = useMemo(() => assigned.map((a) => a.value), [assigned]);
  const [value, setValue] = useState<string[]>(saved);
  const [savedValue, setSavedValue] = useState<string[]>(saved);
  if (savedValue !== saved) {
    // The list was read again: show what the server has (React's adjust-state-while-rendering pattern).
    setSavedValue(saved);
    setValue(saved);
  }
  const latest = useRef(0);
  const full = limit !== undefined && value.length >= limit.most;

  const collection = useMemo(() => {
    const known = new Map(options.map((o) => [o.value, o.label]));
    for (const a of assigned) if (!known.has(a.value)) known.set(a.value, a.label);
    return createListCollection({
      items: [...known].map(([id, name]) => ({ value: id, label: name })),
      isItemDisabled: (item) => full && !value.includes(item.value),
    });
  }, [options, assigned, full, value]);

  const summary = assignmentSummary(value.map((id) => collection.items.find((i) => i.value === id)?.label ?? id));

  const change = async (next: string[]) => {
    const before = value;
    const added = next.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !next.includes(id));
    if (added.length > 0 && limit !== undefined && next.length > limit.most) return;
    setValue(next);
    const mine = ++latest.current;
    try {
      let answer: string[] | null = null;
      for (const [action, ids] of [
        ['associate', added],
        ['unassociate', removed],
      ] as const) {
        if (ids.length > 0) answer = (await save(action, ids)) ?? answer;
      }
      if (answer && mine === latest.current) setValue(answer);
    } catch {
      // Refused: the global Alert says why; show what was there.
      if (mine === latest.current) setValue(before);
    }
  };

  return (
    <MultiSelectBox
      size="sm"
      width={width}
      collection={collection}
      value={value}
      onValueChange={(next) => void change(next)}
      disabled={disabled}
      summary={summary}
      placeholder={placeholder}
      trigger={{ 'aria-label': label }}
      above={
        <>
          {full && (
            <Box px="2" py="1" textStyle="xs" color="fg.muted">
              {limit.message}
            </Box>
          )}
          {collection.items.length === 0 && (
            <Box px="2" py="1" textStyle="xs" color="fg.muted">
              {emptyText}
            </Box>
          )}
        </>
      }
    />
  );
}
