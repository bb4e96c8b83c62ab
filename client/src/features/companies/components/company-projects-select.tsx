import { Box, createListCollection, Portal, Select } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import type { CompanyRow } from '../api/get-companies';
import { useSetCompanyProjects } from '../api/set-company-projects';

/** The most projects the table's multiselect assigns a company (admin specification section 5; the dialog allows 3). */
export const TABLE_PROJECT_LIMIT = 2;

export interface ProjectOption {
  projectId: string;
  projectName: string;
}

/** The chosen projects' names, at most two, then "+N more". */
export function projectsSummary(names: readonly string[]): string {
  if (names.length <= 2) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} +${names.length - 2} more`;
}

/**
 * A company's projects as a multiselect (the Companies table's Assign Project column): choosing a project assigns it at
 * once, clearing one removes it, at most two in all (a company given three in the Assign Multiple Projects dialog can
 * only have some removed here); a refused change goes back to what the server has (its message shows in the global
 * Alert). Only approved companies take projects; read only for roles that may not assign.
 */
export function CompanyProjectsSelect({ company, options, editable }: { company: CompanyRow; options: readonly ProjectOption[]; editable: boolean }) {
  const saved = useMemo(() => company.associatedProjects.map((p) => p.projectId), [company.associatedProjects]);
  const [value, setValue] = useState<string[]>(saved);
  const [savedValue, setSavedValue] = useState<string[]>(saved);
  if (savedValue !== saved) {
    // The list was read again: show what the server has (React's adjust-state-while-rendering pattern).
    setSavedValue(saved);
    setValue(saved);
  }
  const [setProjects] = useSetCompanyProjects();
  // Only the newest change's answer is shown (quick choices overlap; the server keeps them all).
  const latest = useRef(0);
  const approved = company.registrationStatus === 'APPROVED';
  const full = value.length >= TABLE_PROJECT_LIMIT;

  const collection = useMemo(() => {
    // The company's own projects are offered too, even when not among the options read.
    const known = new Map(options.map((o) => [o.projectId, o.projectName]));
    for (const p of company.associatedProjects) if (!known.has(p.projectId)) known.set(p.projectId, p.projectName);
    return createListCollection({
      items: [...known].map(([projectId, projectName]) => ({ value: projectId, label: projectName })),
      // At the limit, only the chosen ones can be touched (to remove them).
      isItemDisabled: (item) => full && !value.includes(item.value),
    });
  }, [options, company.associatedProjects, full, value]);

  const names = value.map((id) => collection.items.find((i) => i.value === id)?.label ?? id);
  const summary = projectsSummary(names);

  const change = async (next: string[]) => {
    const before = value;
    const added = next.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !next.includes(id));
    if (added.length > 0 && next.length > TABLE_PROJECT_LIMIT) return;
    setValue(next);
    const mine = ++latest.current;
    try {
      let answer: string[] | null = null;
      for (const [action, projectIds] of [
        ['associate', added],
        ['unassociate', removed],
      ] as const) {
        if (projectIds.length === 0) continue;
        const { data } = await setProjects({ variables: { vendorId: company.vendorId, action, projectIds } });
        answer = data?.setCompanyProjects.map((p) => p.projectId) ?? answer;
      }
      if (answer && mine === latest.current) setValue(answer);
    } catch {
      // Refused: the global Alert says why; show what was there.
      if (mine === latest.current) setValue(before);
    }
  };

  const placeholder = !approved ? 'Approve the company first' : editable ? 'Assign projects' : 'No Project Assigned';
  return (
    <Select.Root
      multiple
      size="sm"
      width="56"
      collection={collection}
      value={value}
      onValueChange={(details) => void change(details.value)}
      closeOnSelect={false}
      disabled={!editable || !approved}
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true }}
    >
      <Select.Control>
        <Select.Trigger aria-label={`Projects assigned to ${company.companyName}`} title={summary || undefined}>
          <Select.ValueText placeholder={placeholder} truncate>
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
            {full && (
              <Box px="2" py="1" textStyle="xs" color="fg.muted">
                At most {TABLE_PROJECT_LIMIT} projects can be assigned here
              </Box>
            )}
            {collection.items.length === 0 && (
              <Box px="2" py="1" textStyle="xs" color="fg.muted">
                No projects imported
              </Box>
            )}
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
