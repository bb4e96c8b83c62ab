import { Badge, Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FieldType, FormField } from '@portal/common/forms/field-model';
import { MESSAGES } from '@portal/common/errors';
import { parseTemplateFields } from '@portal/common/forms/template-schema';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { graphQLErrorsOf } from '../../../api/error-details';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { toaster } from '../../../components/toaster';
import type { FormCategory } from '../../../gql/graphql';
import { formatDate } from '../../../utils/format-date';
import { useSaveFormTemplate } from '../api/save-form-template';
import { BuilderContext, type BuilderActions } from '../builder-context';
import { countFields, findPlace, newKey, slugsOf, type FieldData, type FieldNode } from '../field-tree';
import { blankField, fieldName } from '../field-types';
import { useFieldTree } from '../use-field-tree';
import { AddFieldMenu } from './add-field-menu';
import { FieldEditorDialog, type FieldEditRequest } from './field-editor-dialog';
import { FieldTreeView } from './field-tree-view';
import { TemplateErrors } from './template-errors';

const ADD_AT_END = 'add-at-end';

export const SAVE_WARNING = 'Saving this changes will affect new vendor form.';
export const DASHBOARD_PATH = '/admin/dashboard';

export interface LoadedTemplate {
  id: string;
  category: FormCategory;
  version: number;
  fields: FormField[];
  createdAt: string;
  createdByName?: string | null;
}

interface TemplateEditorProps {
  template: LoadedTemplate;
  editable: boolean;
  onDirtyChange(dirty: boolean): void;
  /** Renders fields as vendors see them; absent until the vendor form's renderer is there. */
  renderPreview?: (fields: FormField[]) => ReactNode;
}

type EditState = (FieldEditRequest & { parentKey: string | null }) | null;

/**
 * One category's template in the builder: the field tree (add, edit, remove, reorder), a preview of the
 * unsaved tree, and Save, which checks the tree with the template schema, warns, and saves a new version.
 */
export function TemplateEditor({ template, editable, onDirtyChange, renderPreview }: TemplateEditorProps) {
  const navigate = useNavigate();
  const { nodes, fields, dirty, editing } = useFieldTree(template.fields);
  const [saveTemplate, { loading: saving }] = useSaveFormTemplate();
  const [edit, setEdit] = useState<EditState>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [confirmFields, setConfirmFields] = useState<FormField[] | null>(null);
  // Findings belong to the tree they were made about: any change hides them.
  const [findings, setFindings] = useState<{ about: FieldNode[]; errors: string[] } | null>(null);
  const errors = findings && findings.about === nodes ? findings.errors : [];
  const [preview, setPreview] = useState(false);
  const [liveMessage, setLiveMessage] = useState('');
  const addAtEndId = `add-field-${useId()}`;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  /** A row's Edit button by its field's key, or the Add field button at the end of the form. */
  const focusTarget = useCallback(
    (target: string) => (target === ADD_AT_END ? document.getElementById(addAtEndId)?.querySelector('button') : document.getElementById(`edit-${target}`)) ?? null,
    [addAtEndId],
  );
  // The field editor gives the focus back to its field's row (a new field's once added; else where Add was).
  const focusAfterEdit = useRef<string>(ADD_AT_END);
  const focusAfterRemove = useRef<string | null>(null);
  // The row actions read the tree through a ref, so they stay the same functions and a change to one
  // field re-renders its own rows only (rows are memoized), not every row of a long form.
  const nodesRef = useRef(nodes);
  useLayoutEffect(() => {
    nodesRef.current = nodes;
  }, [nodes]);
  const remove = useCallback(
    (key: string) => {
      const place = findPlace(nodesRef.current, key);
      if (!place) return;
      editing.remove(key);
      setLiveMessage(`${fieldName(place.node)} removed.`);
      // The focus goes to the field that takes its place (or the one before, or its group), not to the page.
      const { siblings, index, parentKey } = place;
      focusAfterRemove.current = siblings[index + 1]?.key ?? siblings[index - 1]?.key ?? parentKey ?? ADD_AT_END;
    },
    [editing],
  );

  useEffect(() => {
    const target = focusAfterRemove.current;
    if (!target) return;
    focusAfterRemove.current = null;
    // After a confirmation dialog has given the focus back (to the Remove button that is gone).
    const frame = requestAnimationFrame(() => focusTarget(target)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [nodes, focusTarget]);

  const actions: BuilderActions = useMemo(
    () => ({
      editable,
      editing,
      announce: setLiveMessage,
      openField(key) {
        const place = findPlace(nodesRef.current, key);
        if (!place) return;
        const { data } = place.node;
        focusAfterEdit.current = key;
        setEdit({ key, type: data.type, initial: data, takenSlugs: slugsOf(nodesRef.current, key), readOnly: !editable, parentKey: place.parentKey });
      },
      addField(parentKey, type: FieldType) {
        focusAfterEdit.current = parentKey ?? ADD_AT_END;
        setEdit({ key: null, type, initial: blankField(type), takenSlugs: slugsOf(nodesRef.current), readOnly: false, parentKey });
      },
      removeField(key) {
        const place = findPlace(nodesRef.current, key);
        if (!place) return;
        if (place.node.children.length) setRemoving(key);
        else remove(key);
      },
    }),
    [editable, editing, remove],
  );

  const applyEdit = (data: FieldData) => {
    if (!edit) return;
    if (edit.key === null) {
      const node = { key: newKey(), data, children: [] };
      focusAfterEdit.current = node.key;
      editing.insert(edit.parentKey, node);
      setLiveMessage(`${fieldName(node)} added.`);
    } else {
      editing.update(edit.key, data);
    }
    setEdit(null);
  };

  const askToSave = () => {
    const parsed = parseTemplateFields(fields);
    if (!parsed.success) {
      setFindings({ about: nodes, errors: parsed.errors });
      return;
    }
    setFindings(null);
    setConfirmFields(parsed.fields);
  };

  const save = async () => {
    if (!confirmFields) return;
    try {
      const { data } = await saveTemplate({ variables: { category: template.category, fields: confirmFields } });
      setConfirmFields(null);
      const version = data?.saveFormTemplate.version;
      // The tab now shows the new version (this editor is replaced by one for it).
      toaster.create({ type: 'success', title: 'Form saved successfully', description: version ? `Version ${version} is used for new vendor forms.` : undefined });
    } catch (error) {
      setConfirmFields(null);
      setFindings({ about: nodes, errors: serverErrorsOf(error) });
    }
  };

  const removingPlace = removing ? findPlace(nodes, removing) : null;

  return (
    <BuilderContext.Provider value={actions}>
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted">
            Version {template.version}, saved {formatDate(template.createdAt)}
            {template.createdByName ? ` by ${template.createdByName}` : ''}
          </Text>
          <HStack gap="3">
            {dirty && <Badge colorPalette="orange">Unsaved changes</Badge>}
            <Button variant={preview ? 'solid' : 'outline'} size="sm" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
              Preview
            </Button>
          </HStack>
        </HStack>

        {errors.length > 0 && <TemplateErrors errors={errors} />}

        {preview ? (
          <Stack gap="3" borderWidth="1px" rounded="md" p="4" aria-label="Preview of the form as vendors see it" role="region">
            {renderPreview ? renderPreview(fields) : <Text color="fg.muted">Preview loads once the renderer is available.</Text>}
          </Stack>
        ) : (
          <Stack gap="3">
            <FieldTreeView nodes={nodes} />
            {editable && (
              <Box id={addAtEndId} display="contents">
                <AddFieldMenu parentKey={null} />
              </Box>
            )}
          </Stack>
        )}

        {/* A template is a long page: Save and Cancel stay at the foot of the window while it scrolls. */}
        <StickyActionBar placement="bottom" label="Form actions">
          <Button variant="outline" onClick={() => void navigate(DASHBOARD_PATH)}>
            Cancel
          </Button>
          {editable && (
            <Button onClick={askToSave} loading={saving} loadingText="Saving">
              Save
            </Button>
          )}
        </StickyActionBar>
        <VisuallyHidden aria-live="polite">{liveMessage}</VisuallyHidden>
      </Stack>

      <FieldEditorDialog request={edit} onSave={applyEdit} onClose={() => setEdit(null)} finalFocusEl={() => focusTarget(focusAfterEdit.current)} />
      <ConfirmDialog
        open={removingPlace !== null}
        title="Remove group"
        message={removingPlace ? `Remove the group "${fieldName(removingPlace.node)}" and the ${countFields(removingPlace.node.children)} fields in it?` : ''}
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing) remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={confirmFields !== null}
        title="Save form"
        message={SAVE_WARNING}
        confirmLabel="Save"
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirmFields(null)}
      />
    </BuilderContext.Provider>
  );
}

/** The server's reasons, without the heading the error panel already shows. */
function serverErrorsOf(error: unknown): string[] {
  const messages = graphQLErrorsOf(error).map((e) => e.message.replace(/^The form cannot be saved:\s*/, ''));
  return messages.length ? messages : [MESSAGES.networkError];
}
