import { Button, Spinner, Table, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../../components/dialog-frame';
import { formatMoney } from '../../../../utils/money';
import { formatDay } from '../../../../utils/format-day';
import { useCompanyAssignedProjects, type AssignedProject } from '../../../../api/company-projects';

const PROJECT_COLUMNS: { header: string; cell: (p: AssignedProject) => string }[] = [
  { header: 'Project Number', cell: (p) => p.projectNumber ?? '' },
  { header: 'Project Name', cell: (p) => p.projectName },
  { header: 'Stage', cell: (p) => p.projectStage ?? '' },
  { header: 'Volume', cell: (p) => (p.projectVolume ? `$${formatMoney(p.projectVolume)}` : '') },
  { header: 'Start Date', cell: (p) => formatDay(p.startDate) },
  { header: 'End Date', cell: (p) => formatDay(p.endDate) },
];

/** The project overview of a company in department review: the projects assigned to it (number, name, stage, volume, start, end). */
export function ProjectsDialog({ vendorId, companyName, onClose }: { vendorId: string; companyName: string; onClose: () => void }) {
  const { data, loading } = useCompanyAssignedProjects(vendorId, { fresh: true });
  const projects = data?.companyProjects.projects ?? [];
  return (
    <DialogFrame
      open
      onDismiss={onClose}
      size="lg"
      title={`Projects: ${companyName}`}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Table.Root size="sm" aria-label={`Projects of ${companyName}`} aria-busy={loading}>
        <Table.Header>
          <Table.Row>
            {PROJECT_COLUMNS.map((c) => (
              <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {projects.map((p) => (
            <Table.Row key={p.projectId}>
              {PROJECT_COLUMNS.map((c) => (
                <Table.Cell key={c.header}>{c.cell(p)}</Table.Cell>
              ))}
            </Table.Row>
          ))}
          {projects.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={PROJECT_COLUMNS.length}>
                {loading ? <Spinner size="sm" aria-label="Loading projects" /> : <Text color="fg.muted">No Project Assigned</Text>}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </DialogFrame>
  );
}
