import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createApolloClient } from '../../../api/apollo-client';
import { system } from '../../../theme/system';
import { withAnswers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import type { ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sessionSent, setSessionCookie } from '../../../test/session-cookie';
import { makeSession } from '../../../test/make-session';
import { server } from '../../../test/msw-server';
import { renderFields } from '../test/render-fields';
import { FILE_ID, SAMPLE_ANSWERS, SAMPLE_FIELDS } from '../test/sample-fields';
import { PrequalFormPreview } from './prequal-form-preview';

function errorOf(label: string | RegExp): string | null {
  const control = screen.getByLabelText(label);
  const wrapper = control.closest('[data-field-path]');
  return wrapper?.querySelector('.chakra-field__errorText')?.textContent ?? null;
}

function groupError(name: string): string | null {
  // A radio or checkbox group is described by its error.
  const group = screen.getByRole('group', { name });
  const ids = group.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
}

describe('FormFieldsView', () => {
  it('renders every kind of field with a visible label tied to its control', () => {
    renderFields(SAMPLE_FIELDS, { vendorId: 'v-1' });
    expect(screen.getByLabelText('Safety program name')).toHaveAttribute('inputmode', 'text');
    expect(screen.getByRole('button', { name: 'More about Safety program name' })).toBeInTheDocument();
    expect(screen.getByLabelText('Field employees')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Between 1 and 5000')).toBeInTheDocument();
    // The default value fills an unanswered field.
    expect(screen.getByLabelText('EMR')).toHaveValue('1.0');
    expect(screen.getByLabelText('EMR')).toHaveAttribute('inputmode', 'decimal');
    const revenue = screen.getByLabelText('Annual revenue');
    expect(revenue).toHaveAttribute('inputmode', 'decimal');
    expect(revenue.parentElement).toHaveTextContent('$');
    expect(screen.getByLabelText('Describe your safety training').tagName).toBe('TEXTAREA');
    expect(within(screen.getByRole('group', { name: 'Do you drug test?' })).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Home state' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sectors' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Trainings held' })).getByRole('checkbox', { name: 'OSHA 30' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I confirm these answers are true' })).not.toBeChecked();
    expect(screen.getByLabelText('Written safety program')).toHaveAttribute('type', 'file');
    const link = screen.getByRole('link', { name: /Blank OSHA 300A form/ });
    expect(link).toHaveAttribute('href', 'https://www.osha.gov/recordkeeping/forms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Incident history' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Incident history' })).getByLabelText('TRIR 2025')).toBeInTheDocument();
    // A repeatable group starts with one row.
    expect(screen.getByRole('group', { name: 'State licences, row 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove row 1 of State licences' })).toBeDisabled();
  });

  it("shows a filled form's answers", async () => {
    server.use(
      graphql.query('StoredFileName', ({ variables }) =>
        HttpResponse.json({ data: { companyFile: { __typename: 'CompanyFile', fileId: variables.fileId, fileName: 'safety-program-2025.pdf' } } }),
      ),
    );
    renderFields(withAnswers(SAMPLE_FIELDS, SAMPLE_ANSWERS), { vendorId: 'v-1' });
    expect(screen.getByLabelText('Safety program name')).toHaveValue('Safe Start');
    expect(screen.getByLabelText('Field employees')).toHaveValue('40');
    expect(screen.getByLabelText('EMR')).toHaveValue('0.85');
    expect(screen.getByLabelText('Annual revenue')).toHaveValue('1250000.50');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Home state' })).toHaveValue('MD');
    expect(screen.getByRole('combobox', { name: 'Sectors' })).toHaveTextContent('Healthcare');
    expect(screen.getByRole('checkbox', { name: 'OSHA 10' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I confirm these answers are true' })).toBeChecked();
    expect(screen.getByLabelText('Licence number')).toHaveValue('MHIC-1');
    // A saved file answer holds only the file's id: the field shows the stored file's name.
    expect(await screen.findByRole('button', { name: 'Open safety-program-2025.pdf (Written safety program) in a new tab' })).toBeInTheDocument();
    expect(screen.queryByText('Uploaded file')).not.toBeInTheDocument();
  });

  it('a saved file answer whose file cannot be read still says "Uploaded file"', async () => {
    renderFields(withAnswers(SAMPLE_FIELDS, SAMPLE_ANSWERS), { vendorId: 'v-1' });
    expect(screen.getByRole('button', { name: 'Open Uploaded file (Written safety program) in a new tab' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Open Uploaded file (Written safety program) in a new tab' })).toBeInTheDocument();
  });

  it("after a failed submit a question's range hint stays beside its error, both describing the control", async () => {
    const { user } = renderFields(SAMPLE_FIELDS, { vendorId: 'v-1' });
    await user.click(screen.getByRole('button', { name: 'Check submit' }));
    await waitFor(() => expect(errorOf('Field employees')).toBe('Required'));
    const control = screen.getByLabelText('Field employees');
    const wrapper = control.closest('[data-field-path]')!;
    expect(within(wrapper as HTMLElement).getByText('Between 1 and 5000')).toBeInTheDocument();
    // The error and the hint both describe the control, the error first (Ark's Field since 5.40: aria-describedby).
    // Awaited: Ark links the error to the control once it has seen the error's element, a render after the text shows
    // (one client run found the description without it).
    await waitFor(() => expect(control).toHaveAccessibleDescription('Required Between 1 and 5000'));

    await user.type(control, '9000');
    await waitFor(() => expect(errorOf('Field employees')).toBe('Must be at most 5000'));
    expect(within(wrapper as HTMLElement).getByText('Between 1 and 5000')).toBeInTheDocument();
  });

  it('submitting an empty form shows why beside each field; a draft only refuses ill-typed answers', async () => {
    const { user, valid } = renderFields(SAMPLE_FIELDS, { vendorId: 'v-1' });
    await user.click(screen.getByRole('button', { name: 'Check submit' }));
    await waitFor(() => expect(errorOf('Safety program name')).toBe('Required'));
    expect(errorOf('Describe your safety training')).toBe('Required');
    expect(errorOf('Written safety program')).toBe('File is required');
    expect(errorOf('Licence number')).toBe('Required');
    expect(groupError('Do you drug test?')).toBe('Required');
    expect(groupError('Trainings held')).toBe('Required');
    // The default value answers its field.
    expect(errorOf('EMR')).toBeNull();
    expect(valid).toHaveLength(0);

    // Fixing a field clears its error as it is typed.
    await user.type(screen.getByLabelText('Safety program name'), 'Safe Start');
    await waitFor(() => expect(errorOf('Safety program name')).toBeNull());

    await user.type(screen.getByLabelText('Field employees'), '12.5');
    await user.clear(screen.getByLabelText('EMR'));
    await user.type(screen.getByLabelText('EMR'), '7');
    await user.type(screen.getByLabelText('Annual revenue'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Check draft' }));
    await waitFor(() => expect(errorOf('Field employees')).toBe('Must be a whole number'));
    expect(errorOf('EMR')).toBe('Must be at most 5');
    expect(errorOf('Annual revenue')).toBe('Must be an amount such as 1234.56');
    // Unanswered is fine in a draft.
    expect(errorOf('Describe your safety training')).toBeNull();
    expect(valid).toHaveLength(0);

    await user.clear(screen.getByLabelText('Field employees'));
    await user.type(screen.getByLabelText('Field employees'), '12');
    await user.clear(screen.getByLabelText('EMR'));
    await user.type(screen.getByLabelText('EMR'), '0.9');
    await user.clear(screen.getByLabelText('Annual revenue'));
    await user.type(screen.getByLabelText('Annual revenue'), '1250000.5');
    await user.tab();
    // Money is shown grouped after leaving the field, and stored as an exact decimal string.
    expect(screen.getByLabelText('Annual revenue')).toHaveValue('1,250,000.5');
    await user.click(screen.getByRole('button', { name: 'Check draft' }));
    await waitFor(() => expect(valid).toHaveLength(1));
    expect(valid[0]).toEqual({ program_name: 'Safe Start', employees: 12, emr: 0.9, revenue: '1250000.50', licences: [{}] });
  });

  it('adds and removes rows of a repeatable group; a row error sits beside its field', async () => {
    const { user, valid } = renderFields(SAMPLE_FIELDS.filter((f) => f.slug === 'licences'));
    await user.type(screen.getByLabelText('Licence state'), 'MD');
    await user.click(screen.getByRole('button', { name: 'Add row to State licences' }));
    const second = screen.getByRole('group', { name: 'State licences, row 2' });
    await user.type(within(second).getByLabelText('Licence state'), 'VA');
    await user.click(screen.getByRole('button', { name: 'Check submit' }));
    await waitFor(() => expect(within(second).getByText('Required')).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'State licences, row 1' })).getAllByText('Required')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove row 1 of State licences' }));
    expect(screen.queryByRole('group', { name: 'State licences, row 2' })).not.toBeInTheDocument();
    const only = screen.getByRole('group', { name: 'State licences, row 1' });
    expect(within(only).getByLabelText('Licence state')).toHaveValue('VA');
    await user.type(within(only).getByLabelText('Licence number'), 'DPOR-7');
    await user.click(screen.getByRole('button', { name: 'Check submit' }));
    await waitFor(() => expect(valid).toEqual([{ licences: [{ licence_state: 'VA', licence_number: 'DPOR-7' }] }]));
  });

  it('uploads a chosen file into the Essential area with the token and keeps its fileId', async () => {
    setSessionCookie(makeSession('VENDOR_ADMIN'));
    const seen: { url: URL; auth: string | null; name: string | undefined }[] = [];
    server.use(
      http.post('*/api/v1/s3files/upload', async ({ request }) => {
        const body = await request.formData();
        const file = body.get('file');
        seen.push({ url: new URL(request.url), auth: sessionSent(request), name: file && typeof file === 'object' ? file.name : undefined });
        return HttpResponse.json({ url: `/api/v1/files/${FILE_ID}/content`, fileId: FILE_ID });
      }),
    );
    const fields = SAMPLE_FIELDS.filter((f) => f.slug === 'program_file');
    const { user, valid } = renderFields(fields, { vendorId: 'v-1' });
    await user.upload(screen.getByLabelText('Written safety program'), new File(['%PDF-1.4'], 'program.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Open program.pdf (Written safety program) in a new tab' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/v1/s3files/upload');
    expect(seen[0]?.url.searchParams.get('uploadedArea')).toBe('ESSENTIAL');
    expect(seen[0]?.url.searchParams.get('vendorId')).toBe('v-1');
    expect(seen[0]?.auth).toBe('cookie+csrf');
    // The multipart part named `file` is there (jsdom's File reaches Node's fetch without its name).
    expect(seen[0]?.name).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Check submit' }));
    await waitFor(() => expect(valid).toEqual([{ program_file: FILE_ID }]));
  });

  it('refuses a file of another type or over 25 MB before uploading, and shows a refused upload', async () => {
    let uploads = 0;
    server.use(
      http.post('*/api/v1/s3files/upload', () => {
        uploads += 1;
        return HttpResponse.json({ message: 'The file content does not match its name', type: 'BAD_USER_INPUT' }, { status: 400 });
      }),
    );
    const { user } = renderFields(
      SAMPLE_FIELDS.filter((f) => f.slug === 'program_file'),
      { vendorId: 'v-1' },
    );
    const input = screen.getByLabelText('Written safety program');
    await user.upload(input, new File(['x'], 'tool.exe'));
    expect(errorOf('Written safety program')).toBe('Invalid file format');
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(errorOf('Written safety program')).toBe('File size should be less than or equal to 25MB');
    expect(uploads).toBe(0);
    await user.upload(input, new File(['x'], 'fake.pdf'));
    await waitFor(() => expect(errorOf('Written safety program')).toBe('The file content does not match its name'));
    expect(uploads).toBe(1);
  });

  it('read only: values shown, nothing can change, no row buttons', () => {
    renderFields(withAnswers(SAMPLE_FIELDS, SAMPLE_ANSWERS), { vendorId: 'v-1', readOnly: true });
    expect(screen.getByLabelText('Safety program name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Home state')).toHaveValue('Maryland');
    expect(screen.getByLabelText('Sectors')).toHaveValue('Healthcare');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'I confirm these answers are true' })).toBeDisabled();
    expect(screen.queryByLabelText('Written safety program')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add row/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('a keystroke re-renders only the field typed in', async () => {
    const many: FormField[] = Array.from({ length: 40 }, (_, i) => ({
      slug: `q${i}`,
      type: 'inputText' as const,
      props: { label: `Question ${i}`, type: 'text' as const },
    }));
    const renders = new Map<string, number>();
    const probe: ProfilerOnRenderCallback = (id) => renders.set(id, (renders.get(id) ?? 0) + 1);
    const { user } = renderFields([...many, ...SAMPLE_FIELDS], { vendorId: 'v-1', probe });
    await user.click(screen.getByLabelText('Question 7'));
    renders.clear();
    await user.keyboard('abc');
    expect(screen.getByLabelText('Question 7')).toHaveValue('abc');
    expect([...renders.keys()]).toEqual(['q7']);
    expect(renders.get('q7')).toBe(3);

    // Also once errors are shown and every keystroke is validated.
    await user.click(screen.getByRole('button', { name: 'Check submit' }));
    await waitFor(() => expect(errorOf('Question 8')).toBe('Required'));
    await user.click(screen.getByLabelText('Question 8'));
    renders.clear();
    await user.keyboard('x');
    await waitFor(() => expect(errorOf('Question 8')).toBeNull());
    expect([...renders.keys()]).toEqual(['q8']);
  });
});

describe('PrequalFormPreview', () => {
  it("the preview of a company's form (staff filling it on its behalf) uploads into that company's files", async () => {
    setSessionCookie(makeSession('PREQUAL_ADMIN'));
    const seen: URL[] = [];
    server.use(
      http.post('*/api/v1/s3files/upload', ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json({ url: `/api/v1/files/${FILE_ID}/content`, fileId: FILE_ID });
      }),
    );
    const client = createApolloClient({ onSessionEnded: () => {}, onError: () => {} });
    onTestFinished(() => client.stop());
    const answers: Record<string, unknown>[] = [];
    render(
      <ApolloProvider client={client}>
        <ChakraProvider value={system}>
          <PrequalFormPreview fields={SAMPLE_FIELDS.filter((f) => f.slug === 'program_file')} vendorId="v-7" onAnswers={(a) => answers.push(a)} />
        </ChakraProvider>
      </ApolloProvider>,
    );
    const input = screen.getByLabelText('Written safety program');
    expect(input).toBeEnabled();
    expect(screen.queryByText('Uploads are off in the preview')).not.toBeInTheDocument();
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF-1.4'], 'program.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Open program.pdf (Written safety program) in a new tab' })).toBeInTheDocument();
    expect(seen.map((u) => [u.searchParams.get('uploadedArea'), u.searchParams.get('vendorId')])).toEqual([['ESSENTIAL', 'v-7']]);
    expect(answers.at(-1)).toEqual({ program_file: FILE_ID });
  });

  it('renders a template standalone, uploads off', async () => {
    // The preview sits in the app, whose Apollo Client reads saved file answers' names.
    const client = createApolloClient({ onSessionEnded: () => {}, onError: () => {} });
    onTestFinished(() => client.stop());
    render(
      <ApolloProvider client={client}>
        <ChakraProvider value={system}>
          <PrequalFormPreview fields={SAMPLE_FIELDS} />
        </ChakraProvider>
      </ApolloProvider>,
    );
    expect(screen.getByLabelText('Safety program name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Written safety program')).toBeDisabled();
    expect(screen.getByText('Uploads are off in the preview')).toBeInTheDocument();
  });
});
