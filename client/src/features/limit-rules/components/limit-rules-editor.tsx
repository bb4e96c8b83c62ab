import { Alert, Button, Field, HStack, IconButton, Input, InputGroup, List, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { errorMessageOf, fieldErrorsOf } from '../../../api/error-details';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import type { LimitRuleInput } from '../../../gql/graphql';
import type { LimitRule } from '../api/get-limit-rules';
import { useSaveLimitRules } from '../api/save-limit-rules';
import {
  basisGroups,
  checkRuleValues,
  inputsOf,
  LIMIT_OPTIONS,
  MAX_RULES,
  NEW_RULE,
  valuesOf,
  type BasisOption,
  type RuleValues,
  type RulesFormValues,
} from '../rule-values';

export const SAVE_WARNING = 'Saving changes the limits suggested to reviewers from now on.';
export const EMPTY_MESSAGE = 'No limit rules: reviewers get no suggestions.';

const FIELD_NAMES: Record<keyof RuleValues, string> = { limit: 'Limit', basis: 'Basis', multiplier: 'Multiplier', cap: 'Cap', description: 'Description' };
const LIMIT_ORDER = LIMIT_OPTIONS.map((o) => o.value);

/** The server's checks, rule by rule, before anything is sent. */
const resolver: Resolver<RulesFormValues> = (values) => {
  const ruleErrors = values.rules.map((rule) => {
    const found = Object.entries(checkRuleValues(rule));
    return found.length ? Object.fromEntries(found.map(([field, message]) => [field, { type: 'rule', message }])) : undefined;
  });
  if (ruleErrors.every((e) => e === undefined)) return { values, errors: {} };
  return { values: {}, errors: { rules: ruleErrors } as FieldErrors<RulesFormValues> };
};

interface LimitRulesEditorProps {
  /** The saved rules. */
  rules: readonly LimitRule[];
  /** The current financial form template's fields, for its numeric answers in the Basis list (absent when unknown). */
  templateFields: unknown;
}

/**
 * The rules as a table, one row per rule in order: its limit, basis, multiplier, cap and description, moved up
 * and down or removed from the keyboard. Save checks them, asks, and replaces every saved rule; Cancel goes
 * back to the saved rules.
 */
export function LimitRulesEditor({ rules, templateFields }: LimitRulesEditorProps) {
  const [saveRules, { loading: saving }] = useSaveLimitRules();
  const {
    control,
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty },
  } = useForm<RulesFormValues>({ defaultValues: valuesOf(rules), resolver });
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'rules' });
  const [confirming, setConfirming] = useState<LimitRuleInput[] | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [liveMessage, setLiveMessage] = useState('');
  const tableRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<string | null>(null);
  // The Basis list: the computed measures, the form's numeric answers, and any other basis a saved rule reads.
  const [savedBases, setSavedBases] = useState(() => rules.map((r) => r.basis));
  const groups = useMemo(() => basisGroups(templateFields, savedBases), [templateFields, savedBases]);

  useEffect(() => {
    const label = focusAfter.current;
    if (label === null) return;
    focusAfter.current = null;
    const target = label ? tableRef.current?.querySelector<HTMLElement>(`[aria-label="${label}"]:not([disabled])`) : null;
    (target ?? addRef.current)?.focus();
  }, [fields]);

  const moveRule = (index: number, to: number) => {
    move(index, to);
    const direction = to < index ? 'up' : 'down';
    const last = fields.length - 1;
    // The focus follows the rule; at the top or bottom its other move button takes it.
    const stillCan = direction === 'up' ? to > 0 : to < last;
    focusAfter.current = `Move rule ${to + 1} ${stillCan ? direction : direction === 'up' ? 'down' : 'up'}`;
    setLiveMessage(`Rule ${index + 1} moved ${direction}; it is now rule ${to + 1}.`);
  };

  const removeRule = (index: number) => {
    remove(index);
    const left = fields.length - 1;
    focusAfter.current = left === 0 ? '' : `Remove rule ${Math.min(index, left - 1) + 1}`;
    setLiveMessage(`Rule ${index + 1} removed.`);
  };

  const addRule = () => {
    append({ ...NEW_RULE });
    setLiveMessage(`Rule ${fields.length + 1} added.`);
  };

  const orderByLimit = () => {
    const current = getValues('rules');
    replace([...current].sort((a, b) => LIMIT_ORDER.indexOf(a.limit) - LIMIT_ORDER.indexOf(b.limit)));
    setLiveMessage('Rules ordered by limit.');
  };

  const askToSave = handleSubmit((values) => {
    setRefusal(null);
    setConfirming(inputsOf(values));
  });

  const save = async () => {
    if (!confirming) return;
    try {
      const { data } = await saveRules({ variables: { rules: confirming } });
      setConfirming(null);
      if (data) {
        reset(valuesOf(data.saveLimitRules));
        setSavedBases(data.saveLimitRules.map((r) => r.basis));
      }
      toaster.create({ type: 'success', title: 'Limit rules saved' });
    } catch (error) {
      setConfirming(null);
      setRefusal(refusalOf(error));
      // The server names the rule and field (rules.N.field): its message goes beside that field too.
      for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
        const m = /^rules\.(\d+)\.(limit|basis|multiplier|cap|description)$/.exec(key);
        if (m) setError(`rules.${Number(m[1])}.${m[2] as keyof RuleValues}`, { type: 'server', message: sentence(message) });
      }
    }
  };

  const cancel = () => {
    reset();
    setRefusal(null);
    // Cancel is disabled now; the focus goes to Add Rule rather than to the page.
    requestAnimationFrame(() => addRef.current?.focus());
    setLiveMessage('Changes cancelled: the saved rules are back.');
  };

  return (
    <form onSubmit={(e) => void askToSave(e)} noValidate aria-label="Limit rules">
      <Stack gap="4">
        {refusal && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The limit rules were not saved.</Alert.Title>
              <Alert.Description>
                <List.Root ps="4">
                  {refusal.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {fields.length === 0 ? (
          <Text color="fg.muted" borderWidth="1px" rounded="md" p="4">
            {EMPTY_MESSAGE}
          </Text>
        ) : (
          // Positioned, so the visually hidden labels of the cells (absolutely placed) scroll with the table instead of
          // widening the page: at 390 px they reached 977 px.
          <Table.ScrollArea borderWidth="1px" rounded="md" position="relative" ref={tableRef}>
            <Table.Root size="sm" aria-label="Limit rules, in order">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="3rem">#</Table.ColumnHeader>
                  <Table.ColumnHeader minW="11rem">Limit</Table.ColumnHeader>
                  <Table.ColumnHeader minW="14rem">Basis</Table.ColumnHeader>
                  <Table.ColumnHeader minW="7rem">Multiplier</Table.ColumnHeader>
                  <Table.ColumnHeader minW="10rem">Cap (optional)</Table.ColumnHeader>
                  <Table.ColumnHeader minW="16rem">Description</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {fields.map((field, index) => {
                  const n = index + 1;
                  const rowErrors = errors.rules?.[index];
                  return (
                    <Table.Row key={field.id} verticalAlign="top">
                      <Table.Cell pt="4">{n}</Table.Cell>
                      <Table.Cell>
                        <CellField label={`Limit, rule ${n}`} error={rowErrors?.limit?.message}>
                          <NativeSelect.Root size="sm">
                            <NativeSelect.Field {...register(`rules.${index}.limit`)}>
                              {LIMIT_OPTIONS.map((o) => (
                                <option key={o.value} value={o.value}>
                                  {o.label}
                                </option>
                              ))}
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </CellField>
                      </Table.Cell>
                      <Table.Cell>
                        <CellField label={`Basis, rule ${n}`} error={rowErrors?.basis?.message}>
                          <NativeSelect.Root size="sm">
                            <NativeSelect.Field {...register(`rules.${index}.basis`)}>
                              <option value="">Select a basis</option>
                              <BasisOptions label="Computed measures" options={groups.measures} />
                              <BasisOptions label="Financial form answers" options={groups.answers} />
                              <BasisOptions label="Other bases in use" options={groups.others} />
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </CellField>
                      </Table.Cell>
                      <Table.Cell>
                        <CellField label={`Multiplier, rule ${n}`} error={rowErrors?.multiplier?.message}>
                          <Input size="sm" inputMode="decimal" autoComplete="off" {...register(`rules.${index}.multiplier`)} />
                        </CellField>
                      </Table.Cell>
                      <Table.Cell>
                        <CellField label={`Cap, rule ${n}`} error={rowErrors?.cap?.message}>
                          <InputGroup startAddon="$">
                            <Input size="sm" inputMode="decimal" autoComplete="off" placeholder="No cap" {...register(`rules.${index}.cap`)} />
                          </InputGroup>
                        </CellField>
                      </Table.Cell>
                      <Table.Cell>
                        <CellField label={`Description, rule ${n}`} error={rowErrors?.description?.message}>
                          <Input size="sm" autoComplete="off" {...register(`rules.${index}.description`)} />
                        </CellField>
                      </Table.Cell>
                      <Table.Cell>
                        <HStack gap="1">
                          <IconButton size="sm" variant="ghost" aria-label={`Move rule ${n} up`} disabled={index === 0} onClick={() => moveRule(index, index - 1)}>
                            <LuArrowUp />
                          </IconButton>
                          <IconButton
                            size="sm"
                            variant="ghost"
                            aria-label={`Move rule ${n} down`}
                            disabled={index === fields.length - 1}
                            onClick={() => moveRule(index, index + 1)}
                          >
                            <LuArrowDown />
                          </IconButton>
                          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove rule ${n}`} onClick={() => removeRule(index)}>
                            <LuTrash2 />
                          </IconButton>
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}

        <HStack justify="space-between" wrap="wrap" gap="3">
          <HStack gap="3">
            <Button ref={addRef} variant="outline" onClick={addRule} disabled={fields.length >= MAX_RULES}>
              <LuPlus aria-hidden /> Add Rule
            </Button>
            {fields.length > 1 && (
              <Button variant="ghost" onClick={orderByLimit}>
                Order by limit
              </Button>
            )}
          </HStack>
          <HStack gap="3">
            <Button variant="outline" onClick={cancel} disabled={!isDirty || saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isDirty} loading={saving} loadingText="Saving">
              Save
            </Button>
          </HStack>
        </HStack>
        {fields.length >= MAX_RULES && <Text color="fg.muted">At most {MAX_RULES} rules.</Text>}
        <VisuallyHidden aria-live="polite">{liveMessage}</VisuallyHidden>
      </Stack>

      <ConfirmDialog
        open={confirming !== null}
        title="Save limit rules"
        message={SAVE_WARNING}
        confirmLabel="Save"
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}

/** A table cell's control with its label for screen readers (the column header shows it) and its error. */
function CellField({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label srOnly>{label}</Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function BasisOptions({ label, options }: { label: string; options: BasisOption[] }) {
  if (!options.length) return null;
  return (
    <optgroup label={label}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </optgroup>
  );
}

/** "multiplier must be ..." as a sentence: "Multiplier must be ....". */
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The server's reasons, each naming its rule and field when it gave them ("Rule 2, Multiplier: ..."). */
function refusalOf(error: unknown): string[] {
  const byField = Object.entries(fieldErrorsOf(error)).map(([key, message]) => {
    const m = /^rules\.(\d+)\.(\w+)$/.exec(key);
    if (!m) return sentence(message);
    const field = FIELD_NAMES[m[2] as keyof RuleValues] ?? m[2];
    return `Rule ${Number(m[1]) + 1}, ${field}: ${sentence(message)}`;
  });
  return byField.length ? byField : errorMessageOf(error).split('\n');
}
