import { Button, Dialog, Portal, Table, Text } from '@chakra-ui/react';

const PROJECT_COLUMNS = ['Project Number', 'Project Name', 'Stage', 'Volume', 'Start Date', 'End Date'];

/**
 * The project overview of a company in department review. Projects are assigned with issue 9; until
 * then no company has any.
 */
export function ProjectsDialog({ companyName, onClose }: { companyName: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{`Projects: ${companyName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Table.Root size="sm" aria-label={`Projects of ${companyName}`}>
                <Table.Header>
                  <Table.Row>
                    {PROJECT_COLUMNS.map((c) => (
                      <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  <Table.Row>
                    <Table.Cell colSpan={PROJECT_COLUMNS.length}>
                      <Text color="fg.muted">No Project Assigned</Text>
                    </Table.Cell>
                  </Table.Row>
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
