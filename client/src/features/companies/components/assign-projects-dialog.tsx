import { Box, Button, createListCollection, NativeSelect, Select, Stack } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useSetCompanyProjects } from '../api/set-company-projects';
import type { ProjectOption } from './company-projects-select';
import { DialogFrame } from '../../../components/dialog-frame';

/** The most projects the Assign Multiple Projects dialog assigns at once (admin specification section 5). */
export const DIALOG_PROJECT_LIMIT = 3;
export const PROJECTS_ASSIGNED_MESSAGE = 'Projects assigned successfully.';

interface AssignProjectsDialogProps {
  open: boolean;
  companies: readonly { vendorId: string; companyName: string }[];
  projects: readonly ProjectOption[];
  onClose: () => void;
  /** After a save: the list reads the company's projects again. */
  onSaved: () => void;
}

/**
 * Assign Multiple Projects: one approved company and up to three projects, assigned together
 * (PATCH /vendors/{id}/projects?action=associate). Save needs a company and a project.
 */
export function AssignProjectsDialog({ open, companies, projects, onClose, onSaved }: AssignProjectsDialogProps) {
  const [vendorId, setVendorId] = useState('');
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [assign, { loading }] = useSetCompanyProjects();
  const companyRef = useRef<HTMLSelectElement>(null);
  const full = projectIds.length >= DIALOG_PROJECT_LIMIT;
  const collection = useMemo(
    () =>
      createListCollection({
        items: projects.map((p) => ({ value: p.projectId, label: p.projectName })),
        isItemDisabled: (item) => full && !projectIds.includes(item.value),
      }),
    [projects, full, projectIds],
  );
  const names = projectIds.map((id) => projects.find((p) => p.projectId === id)?.projectName ?? id);

  const close = () => {
    setVendorId('');
    setProjectIds([]);
    onClose();
  };
  const save = async () => {
    try {
      await assign({ variables: { vendorId, action: 'associate', projectIds } });
    } catch {
      // Refused: the global Alert says why; the dialog stays open with the choices.
      return;
    }
    toaster.create({ type: 'success', title: PROJECTS_ASSIGNED_MESSAGE });
    onSaved();
    close();
  };

  return (
    <DialogFrame
      open={open}
      onDismiss={loading ? undefined : close}
      initialFocusEl={() => companyRef.current}
      title="Assign Multiple Projects"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button colorPalette="blue" onClick={() => void save()} loading={loading} disabled={!vendorId || projectIds.length === 0}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField label="Company" required helperText="Approved companies only">
          <NativeSelect.Root>
            <NativeSelect.Field ref={companyRef} value={vendorId} onChange={(e) => setVendorId(e.currentTarget.value)}>
              <option value="">Select a company</option>
              {companies.map((c) => (
                <option key={c.vendorId} value={c.vendorId}>
                  {c.companyName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Select.Root
          multiple
          collection={collection}
          value={projectIds}
          onValueChange={(d) => setProjectIds(d.value.slice(0, DIALOG_PROJECT_LIMIT))}
          closeOnSelect={false}
          positioning={{ sameWidth: true }}
        >
          <Select.Label>Projects (at most {DIALOG_PROJECT_LIMIT})</Select.Label>
          <Select.Control>
            <Select.Trigger title={names.join(', ') || undefined}>
              <Select.ValueText placeholder="Select projects">{names.join(', ') || undefined}</Select.ValueText>
            </Select.Trigger>
            <Select.IndicatorGroup>
              <Select.Indicator />
            </Select.IndicatorGroup>
          </Select.Control>
          <Select.Positioner>
            <Select.Content>
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
        </Select.Root>
      </Stack>
    </DialogFrame>
  );
}
