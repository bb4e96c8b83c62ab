import { Stack } from '@chakra-ui/react';
import { apiKeyPermissionsFor } from '@portal/common/auth/api-key-permissions';
import { API_KEY_DEFAULT_REQUESTS_PER_MINUTE, createApiKeySchema } from '@portal/common/validation/api-keys';
import { useState } from 'react';
import { CheckboxGroupField, SelectField, TextInputField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateApiKey } from '../api/create-api-key';
import { useApprovedCompanyOptions } from '../../../api/approved-company-options';

/** The expiry the dialog suggests: 90 days from today. */
const DEFAULT_DAYS = 90;
const dayInput = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface CreateApiKeyDialogProps {
  onCancel: () => void;
  /** The new key's name and secret, to be shown once. */
  onCreated: (name: string, secret: string) => void;
}

type FieldName = 'name' | 'permissions' | 'vendorId' | 'expiresAt' | 'requestsPerMinute';

/**
 * Creates a key: its name, the permissions it holds (a company's key: only what the company's admin holds, so the
 * choices change with the company), the one company it reaches (none: a staff key), its expiry and request limit.
 * Validated with the server's schema; the server checks again.
 */
export function CreateApiKeyDialog({ onCancel, onCreated }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>([]);
  const [vendorId, setVendorId] = useState('');
  const [expires, setExpires] = useState(dayInput(DEFAULT_DAYS));
  const [rate, setRate] = useState(String(API_KEY_DEFAULT_REQUESTS_PER_MINUTE));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const companies = useApprovedCompanyOptions(false);
  const [create, { loading }] = useCreateApiKey();
  const choices = apiKeyPermissionsFor(vendorId || null);

  const submit = async () => {
    // The end of the chosen day in UTC, so a key chosen to expire "on" a day works all of that day.
    const input = {
      name,
      permissions,
      vendorId: vendorId || null,
      expiresAt: expires ? `${expires}T23:59:59.000Z` : '',
      requestsPerMinute: rate.trim() === '' ? null : Number(rate),
    };
    const parsed = createApiKeySchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const { data } = await create({ variables: { input } });
      if (data) onCreated(data.createApiKey.apiKey.name, data.createApiKey.secret);
    } catch {
      // The global alert shows the server's refusal.
    }
  };

  const companyOptions = (companies.data?.companies.items ?? []).map((c) => ({ value: c.vendorId, label: c.companyName }));
  return (
    <FormDialog title="Create API key" busy={loading} onSubmit={submit} onCancel={onCancel} submitLabel="Create key" size="lg">
      <Stack gap="4">
        <TextInputField name="name" label="Name" required value={name} onChange={setName} error={errors.name} hint="Who uses it, e.g. CRM sync" maxLength={100} />
        <SelectField
          name="vendorId"
          label="Company"
          value={vendorId}
          onChange={(v) => {
            setVendorId(v);
            // What a company's key may not hold is dropped when a company is chosen.
            setPermissions((p) => p.filter((x) => (apiKeyPermissionsFor(v || null) as readonly string[]).includes(x)));
          }}
          options={companyOptions}
          placeholder="All companies (staff key)"
          hint="A company's key reaches only that company's data."
          error={errors.vendorId}
        />
        <CheckboxGroupField
          name="permissions"
          label="Permissions"
          required
          value={permissions}
          onChange={setPermissions}
          options={choices.map((p) => ({ value: p, label: p }))}
          error={errors.permissions}
        />
        <TextInputField name="expiresAt" label="Expires on" required type="date" value={expires} onChange={setExpires} error={errors.expiresAt} />
        <TextInputField
          name="requestsPerMinute"
          label="Requests per minute"
          type="number"
          inputMode="numeric"
          value={rate}
          onChange={setRate}
          error={errors.requestsPerMinute}
        />
      </Stack>
    </FormDialog>
  );
}
