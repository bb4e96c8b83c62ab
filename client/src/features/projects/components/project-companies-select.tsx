import { createListCollection, Portal, Select } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import type { ProjectRow } from '../api/get-projects';
import { useSetProjectCompanies } from '../api/set-project-companies';

export interface CompanyOption {
  vendorId: string;
  companyName: string;
}

/** The chosen companies' names, at most two, then "+N more". */
export function companiesSummary(names: readonly string[]): string {
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} +${names.length - 2} more`;
}

/**
 * A project's companies as a multiselect (the Projects table's assign-company column): choosing a company assigns
 * it at once, clearing one removes it; a refused change goes back to what the server has (its message shows in the
 * global Alert). Read only (disabled) for roles that may not assign.
 */
export function ProjectCompaniesSelect({ project, options, editable }: { project: ProjectRow; options: readonly CompanyOption[]; editable: boolean }) {
  const saved = useMemo(() => project.projectVendorMappings.map((m) => m.vendorId), [project.projectVendorMappings]);
  const [value, setValue] = useState<string[]>(saved);
  const [savedValue, setSavedValue] = useState<string[]>(saved);
  if (savedValue !== saved) {
    // The list was read again: show what the server has (React's adjust-state-while-rendering pattern).
    setSavedValue(saved);
    setValue(saved);
  }
  const [setCompanies] = useSetProjectCompanies();
  // Only the newest change's answer is shown (quick choices overlap; the server keeps them all).
  const latest = useRef(0);

  const collection = useMemo(() => {
    // The project's own companies are offered too, even when no longer among the approved ones.
    const known = new Map(options.map((o) => [o.vendorId, o.companyName]));
    for (const m of project.projectVendorMappings) if (!known.has(m.vendorId)) known.set(m.vendorId, m.companyName ?? m.vendorId);
    return createListCollection({ items: [...known].map(([vendorId, companyName]) => ({ value: vendorId, label: companyName })) });
  }, [options, project.projectVendorMappings]);

  const names = value.map((id) => collection.items.find((i) => i.value === id)?.label ?? id);
  const summary = companiesSummary(names);

  const change = async (next: string[]) => {
    const before = value;
    const added = next.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !next.includes(id));
    setValue(next);
    const mine = ++latest.current;
    try {
      let answer: string[] | null = null;
      for (const [action, vendorIds] of [
        ['associate', added],
        ['unassociate', removed],
      ] as const) {
        if (vendorIds.length === 0) continue;
        const { data } = await setCompanies({ variables: { projectId: project.projectId, action, vendorIds } });
        answer = data?.setProjectCompanies.projectVendorMappings.map((m) => m.vendorId) ?? answer;
      }
      if (answer && mine === latest.current) setValue(answer);
    } catch {
      // Refused: the global Alert says why; show what was there.
      if (mine === latest.current) setValue(before);
    }
  };

  return (
    <Select.Root
      multiple
      size="sm"
      width="64"
      collection={collection}
      value={value}
      onValueChange={(details) => void change(details.value)}
      closeOnSelect={false}
      disabled={!editable}
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true }}
    >
      <Select.Control>
        <Select.Trigger aria-label={`Companies assigned to ${project.projectName}`} title={summary || undefined}>
          <Select.ValueText placeholder={editable ? 'Assign companies' : 'No company assigned'} truncate>
            {summary || undefined}
          </Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.length === 0 && <Select.ItemGroupLabel>No approved companies</Select.ItemGroupLabel>}
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
