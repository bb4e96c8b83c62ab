import { Checkbox, CheckboxGroup, Field, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, webhookSubscriptionSchema, type WebhookEventType } from '@portal/common/domain/webhooks';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
}

interface WebhookDialogProps {
  /** The subscription edited; a new one when absent. */
  initial?: WebhookFormValues;
  busy: boolean;
  onSave: (values: WebhookFormValues) => void;
  onCancel: () => void;
}

const EMPTY: WebhookFormValues = { url: '', description: '', events: [], enabled: true };

/** Create or edit a subscription: its URL, a description, the events it receives (the catalogue's), and whether it is on. */
export function WebhookDialog({ initial, busy, onSave, onCancel }: WebhookDialogProps) {
  const [values, setValues] = useState<WebhookFormValues>(initial ?? EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'url' | 'events' | 'description', string>>>({});
  const submit = () => {
    // The server's own rules (common), so the dialog answers at once and the server agrees.
    const parsed = webhookSubscriptionSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof typeof errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(values);
  };
  return (
    <FormDialog title={initial ? 'Edit webhook' : 'New webhook'} busy={busy} onSubmit={submit} onCancel={onCancel} submitLabel={initial ? 'Save' : 'Create'} size="lg">
      <Stack gap="4">
        <Field.Root required invalid={!!errors.url}>
          <Field.Label>Endpoint URL</Field.Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com/webhooks/portal"
            value={values.url}
            onChange={(e) => setValues({ ...values, url: e.currentTarget.value })}
          />
          <Field.HelperText>The portal POSTs each event here, signed (Standard Webhooks).</Field.HelperText>
          {errors.url && <Field.ErrorText>{errors.url}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.description}>
          <Field.Label>Description</Field.Label>
          <Input value={values.description} maxLength={255} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} />
          {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
        </Field.Root>
        <Fieldset.Root invalid={!!errors.events}>
          <Fieldset.Legend>Events</Fieldset.Legend>
          <CheckboxGroup value={values.events} onValueChange={(events) => setValues({ ...values, events: events as WebhookEventType[] })}>
            <Stack gap="2">
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox.Root key={type} value={type} alignItems="flex-start">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Text as="span" fontFamily="mono" textStyle="sm">
                      {type}
                    </Text>
                    <Text as="span" display="block" textStyle="xs" color="fg.muted">
                      {WEBHOOK_EVENTS[type]}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
          {errors.events && <Fieldset.ErrorText>{errors.events}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <Checkbox.Root checked={values.enabled} onCheckedChange={(d) => setValues({ ...values, enabled: d.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Enabled</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
