import { Box, Button, Card, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { PageSpinner } from '../../../components/page-spinner';
import { formatDay } from '../../../utils/format-day';
import { useCompanyAssignedProjects, type AssignedProject } from '../../../api/company-projects';
import { formatLimit } from '../labels';

/** Each project card wants this many pixels of the window's width (admin specification: cards per row = width / 320). */
export const CARD_WIDTH = 320;

export function cardsPerRow(windowWidth: number): number {
  return Math.max(1, Math.floor(windowWidth / CARD_WIDTH));
}

function useCardsPerRow(): number {
  const [perRow, setPerRow] = useState(() => cardsPerRow(window.innerWidth));
  useEffect(() => {
    const onResize = () => setPerRow(cardsPerRow(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return perRow;
}

/** The Main tab's assigned projects: a card each, expanded for its details; "No Project Assigned" without any. */
export function ProjectCards({ vendorId }: { vendorId: string }) {
  const { data, loading } = useCompanyAssignedProjects(vendorId);
  const perRow = useCardsPerRow();
  const projects = data?.companyProjects.projects ?? [];

  return (
    <Stack gap="3" as="section" aria-labelledby="projects-heading">
      <Heading as="h2" size="md" id="projects-heading">
        Assigned Projects
      </Heading>
      {!data && loading ? (
        <PageSpinner label="Loading the assigned projects" />
      ) : projects.length === 0 ? (
        <Text color="fg.muted">No Project Assigned</Text>
      ) : (
        <Grid as="ul" aria-label="Assigned Projects" templateColumns={`repeat(${perRow}, minmax(0, 1fr))`} gap="4" listStyleType="none" m="0" p="0">
          {projects.map((p) => (
            <Box as="li" key={p.projectId}>
              <ProjectCard project={p} />
            </Box>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

function ProjectCard({ project: p }: { project: AssignedProject }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card.Root size="sm" variant="outline" h="full">
      <Card.Body gap="2">
        <Text fontWeight="semibold">{p.projectName}</Text>
        {p.projectNumber && (
          <Text textStyle="sm" color="fg.muted">
            {p.projectNumber}
          </Text>
        )}
        {open && (
          <DataList.Root id={detailsId} orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Stage</DataList.ItemLabel>
              <DataList.ItemValue>{p.projectStage || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Volume</DataList.ItemLabel>
              <DataList.ItemValue>{formatLimit(p.projectVolume) || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Start</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(p.startDate) || '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>End</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(p.endDate) || '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Card.Body>
      <Card.Footer>
        <Button
          size="xs"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          aria-label={`${open ? 'Hide' : 'Show'} details of ${p.projectName}`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide details' : 'Show details'}
          {open ? <LuChevronUp aria-hidden="true" /> : <LuChevronDown aria-hidden="true" />}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
