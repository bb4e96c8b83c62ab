import { Alert, Button, Fieldset, Input, List, Stack, Text } from '@chakra-ui/react';
import type { FieldType } from '@portal/common/forms/field-model';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { FormField } from '../../../components/form-field';
import { draftOf, fieldOfDraft, type FieldDraft } from '../field-draft';
import type { FieldData } from '../field-tree';
import { FIELD_TYPE_LABELS } from '../field-types';
import { slugify, uniqueSlug } from '../slug';
import { GroupProps } from './group-props';
import { OptionsEditor } from './options-editor';
import { TextProps } from './text-props';

export interface FieldEditRequest {
  /** The tree key of the field edited; null for a new field. */
  key: string | null;
  type: FieldType;
  initial: FieldData;
  /** The slugs of every other field of the template. */
  takenSlugs: ReadonlySet<string>;
  readOnly: boolean;
}

interface FieldEditorDialogProps {
  request: FieldEditRequest | null;
  onSave(data: FieldData): void;
  onClose(): void;
  /** Where the focus goes when the dialog closes (the field's row; a new field's once it is added). */
  finalFocusEl?: () => HTMLElement | null;
}

/** Every property of one field, for its type; checked by the template schema before it goes into the tree. */
export function FieldEditorDialog({ request, onSave, onClose, finalFocusEl }: FieldEditorDialogProps) {
  // Keeps the closing dialog (and its draft) while it animates out. Each request gets an editor of its own (the key),
  // which holds the draft with the frame around it: opening the dialog again starts from the field, not from what a
  // cancelled edit left.
  const last = useRef<{ request: FieldEditRequest; n: number } | null>(null);
  if (request && request !== last.current?.request) last.current = { request, n: (last.current?.n ?? 0) + 1 };
  const shown = last.current;
  return shown && <FieldEditor key={shown.n} request={shown.request} open={request !== null} onSave={onSave} onClose={onClose} finalFocusEl={finalFocusEl} />;
}

function titleOf({ key, type, readOnly }: FieldEditRequest): string {
  const name = FIELD_TYPE_LABELS[type];
  if (readOnly) return `View ${name}`;
  return key === null ? `New ${name}` : `Edit ${name}`;
}

function FieldEditor({ request, open, onSave, onClose, finalFocusEl }: Omit<FieldEditorDialogProps, 'request'> & { request: FieldEditRequest; open: boolean }) {
  const { type, takenSlugs, readOnly } = request;
  const isNew = request.key === null;
  const [draft, setDraft] = useState<FieldDraft>(() => draftOf(request.initial));
  const [attempts, setAttempts] = useState(0);
  const bodyRef = useRef<HTMLDivElement>(null);
  const result = useMemo(() => fieldOfDraft(type, draft, takenSlugs), [type, draft, takenSlugs]);
  const errors = attempts > 0 && 'errors' in result ? result.errors : {};

  // After a refused attempt, the first input in error has the focus.
  useEffect(() => {
    if (attempts > 0) bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-errors]')?.focus();
  }, [attempts]);

  const change = (patch: Partial<FieldDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setLabel = (label: string) =>
    setDraft((d) => {
      // A new field's slug follows its label until the slug is typed in itself.
      const follows = isNew && (d.slug === '' || d.slug === uniqueSlug(slugify(d.label), takenSlugs));
      return follows ? { ...d, label, slug: uniqueSlug(slugify(label), takenSlugs) } : { ...d, label };
    });

  const submit = (event: FormEvent) => {
    // The dialog is drawn in a portal, but React hands its submit on to the template editor's own form around it.
    event.stopPropagation();
    if (readOnly) return onClose();
    if ('data' in result) onSave(result.data);
    else setAttempts((n) => n + 1);
  };

  const isGroup = type === 'formGroup';
  return (
    <DialogFrame
      open={open}
      title={titleOf(request)}
      onDismiss={onClose}
      finalFocusEl={finalFocusEl}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onSubmit={submit}
      bodyRef={bodyRef}
      footer={
        readOnly ? (
          <Button type="submit">Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{isNew ? 'Add' : 'Apply'}</Button>
          </>
        )
      }
    >
      <Fieldset.Root disabled={readOnly}>
        <Stack gap="4">
          {errors.form && (
            <Alert.Root status="error" tabIndex={-1} data-form-errors="">
              <Alert.Indicator />
              <Alert.Description>
                <List.Root>
                  {errors.form.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Root>
          )}
          <FormField label={isGroup ? 'Title' : 'Label'} error={errors.label} required={!readOnly}>
            <Input value={draft.label} onChange={(e) => setLabel(e.target.value)} />
          </FormField>
          <FormField
            label="Slug"
            error={errors.slug}
            required={!readOnly}
            helperText="The answer is stored under this name; unique in the form. Starts with a letter; letters, digits, - and _."
          >
            <Input value={draft.slug} onChange={(e) => change({ slug: e.target.value })} fontFamily="mono" autoComplete="off" spellCheck={false} />
          </FormField>
          {type !== 'button' && (
            <FormField label="Tooltip" error={errors.tooltip} helperText="Help shown beside the question">
              <Input value={draft.tooltip} onChange={(e) => change({ tooltip: e.target.value })} />
            </FormField>
          )}
          {type === 'inputText' && <TextProps draft={draft} errors={errors} onChange={change} />}
          {type === 'inputTextArea' && <TextProps draft={draft} errors={errors} onChange={change} area />}
          {(type === 'multiSelectDropdown' || type === 'singleSelectDropdown' || type === 'radio' || type === 'checkbox') && (
            <OptionsEditor options={draft.options} errors={errors} onChange={(options) => change({ options })} optional={type === 'checkbox'} />
          )}
          {isGroup && <GroupProps draft={draft} errors={errors} onChange={change} />}
          {type === 'button' && (
            <FormField label="Link (url)" error={errors.url} helperText="The page the button opens, for example a blank OSHA 300A form">
              <Input type="url" value={draft.url} onChange={(e) => change({ url: e.target.value })} placeholder="https://" />
            </FormField>
          )}
          {type === 'fileInput' && <Text color="fg.muted">The vendor&apos;s upload is kept in the company&apos;s Essential files.</Text>}
        </Stack>
      </Fieldset.Root>
    </DialogFrame>
  );
}
