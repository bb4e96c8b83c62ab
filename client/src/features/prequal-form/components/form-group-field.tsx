import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MAX_DYNAMIC_ROWS, MAX_GROUP_COLUMNS, type FormField, type FormGroupField } from '@portal/common/forms/field-model';
import { useId, type ReactNode } from 'react';
import { get, useFieldArray, useFormState } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { emptyRowOf } from '../form-values';
import { FieldTooltip } from './field-tooltip';
import { useRendererSettings } from './renderer-context';

/** Renders one child field of a group; `prefix` is `group.<row>.` inside a repeatable group's row. */
export type RenderField = (field: FormField, prefix: string, key: string) => ReactNode;

interface GroupProps {
  field: FormGroupField;
  prefix: string;
  /** Nesting depth: the group's title is an h2 at the top, h3 and h4 below. */
  depth: number;
  renderField: RenderField;
}

const HEADINGS = ['h2', 'h3', 'h4'] as const;

function columnsOf(group: FormGroupField): number {
  const columns = Math.round(Number(group.props.columns) || 1);
  return Math.min(Math.max(columns, 1), MAX_GROUP_COLUMNS);
}

/**
 * The group's children on a grid of its columns (one column on phones, at most two on tablets).
 * Horizontal fills the grid row by row; vertical fills it column by column, top to bottom.
 */
function GroupGrid({ group, children }: { group: FormGroupField; children: ReactNode[] }) {
  const columns = columnsOf(group);
  const vertical = group.props.viewType === 'vertical';
  const rowsWhenVertical = Math.max(1, Math.ceil(children.length / columns));
  return (
    <Grid
      gap="4"
      alignItems="start"
      templateColumns={{ base: '1fr', md: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`, lg: `repeat(${columns}, minmax(0, 1fr))` }}
      templateRows={vertical ? { lg: `repeat(${rowsWhenVertical}, auto)` } : undefined}
      autoFlow={vertical ? { base: 'row', lg: 'column' } : 'row'}
    >
      {children}
    </Grid>
  );
}

function GroupTitle({ group, depth, id }: { group: FormGroupField; depth: number; id: string }) {
  const { title, tooltip } = group.props;
  return (
    <HStack gap="1" align="center">
      <Heading id={id} as={HEADINGS[Math.min(depth, HEADINGS.length - 1)]} size={depth === 0 ? 'md' : 'sm'}>
        {title}
      </Heading>
      {tooltip && <FieldTooltip text={tooltip} about={title} />}
    </HStack>
  );
}

/** formGroup: a titled set of questions on a grid; its children are answered by their own slugs. */
export function FormGroupView({ field, prefix, depth, renderField }: GroupProps) {
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} gap="3" gridColumn="1 / -1" minW="0">
      <GroupTitle group={field} depth={depth} id={titleId} />
      <GroupGrid group={field}>{(field.children ?? []).map((child, i) => renderField(child, prefix, `${i}-${child.slug}`))}</GroupGrid>
    </Stack>
  );
}

/**
 * A repeatable formGroup (multipleDynamicInputs): the vendor adds rows of its children (one per state
 * licence, say); its answer is the rows. At least one row is always shown; read only, no row buttons.
 */
export function RepeatableGroupView({ field, depth, renderField }: Omit<GroupProps, 'prefix'>) {
  const { readOnly } = useRendererSettings();
  const name = field.slug;
  const { fields: rows, append, remove } = useFieldArray({ name });
  const { errors } = useFormState({ name, exact: true });
  const groupError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = groupError?.root?.message ?? groupError?.message;
  const titleId = useId();
  const { title } = field.props;
  return (
    <Stack role="group" aria-labelledby={titleId} gap="3" gridColumn="1 / -1" minW="0" data-field-path={name}>
      <GroupTitle group={field} depth={depth} id={titleId} />
      {rows.map((row, index) => (
        <Box key={row.id} role="group" aria-label={`${title}, row ${index + 1}`} borderWidth="1px" rounded="md" p="4">
          <HStack justify="space-between" mb="3">
            <Text fontWeight="medium" textStyle="sm" color="fg.muted">
              Row {index + 1}
            </Text>
            {!readOnly && (
              <Button size="xs" variant="outline" onClick={() => remove(index)} disabled={rows.length <= 1} aria-label={`Remove row ${index + 1} of ${title}`}>
                <LuTrash2 aria-hidden="true" />
                Remove row
              </Button>
            )}
          </HStack>
          <GroupGrid group={field}>{(field.children ?? []).map((child, i) => renderField(child, `${name}.${index}.`, `${i}-${child.slug}`))}</GroupGrid>
        </Box>
      ))}
      {message && (
        <Text textStyle="xs" color="fg.error">
          {message}
        </Text>
      )}
      {!readOnly && (
        <Box>
          <Button size="sm" variant="outline" onClick={() => append(emptyRowOf(field))} disabled={rows.length >= MAX_DYNAMIC_ROWS} aria-label={`Add row to ${title}`}>
            <LuPlus aria-hidden="true" />
            Add row
          </Button>
        </Box>
      )}
    </Stack>
  );
}
