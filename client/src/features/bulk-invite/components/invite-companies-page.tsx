import { Alert, Badge, Box, Button, chakra, Heading, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useId, useRef, useState, type DragEvent } from 'react';
import { LuDownload, LuSend, LuUpload } from 'react-icons/lu';
import { errorMessageOf } from '../../../api/error-details';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ParentBreadcrumb } from '../../../components/page-trail/parent-breadcrumb';
import { toaster } from '../../../components/toaster';
import { useListState } from '../../../components/data-table/use-list-state';
import { usePreviewCompanyInvitations, type InvitationBatch, type InvitationRow } from '../api/preview-company-invitations';
import { useSendCompanyInvitations } from '../api/send-company-invitations';

/** Each outcome's words and badge colour, in the order the counts are shown. */
export const OUTCOMES = {
  INVITE: { label: 'Invite', palette: 'green', count: 'invite' },
  ALREADY_REGISTERED: { label: 'Already registered', palette: 'gray', count: 'alreadyRegistered' },
  DRAFT_EXISTS: { label: 'Draft exists', palette: 'yellow', count: 'draftExists' },
  DUPLICATE_IN_FILE: { label: 'Duplicate in file', palette: 'orange', count: 'duplicateInFile' },
  INVALID: { label: 'Invalid', palette: 'red', count: 'invalid' },
} as const satisfies Record<InvitationRow['outcome'], { label: string; palette: string; count: keyof InvitationBatch['counts'] }>;

export const SAMPLE_CSV =
  'Tax ID,Company Name,Contact Email\n12-3456789,Acme Concrete LLC,estimating@acme-concrete.example\n98-7654321,Blue Ridge Electric,office@blueridge.example\n';

const sampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * /admin/invite-companies (bulk invite, beyond the specification): upload a CSV of companies (Tax ID, Company
 * Name, Contact Email), read the server's preview of what happens to each row, then send the invitations
 * (confirmed). The server checks the file again when sending, so what was sent is shown from its answer.
 */
export function InviteCompaniesPage() {
  const { role } = useAuth();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [batch, setBatch] = useState<InvitationBatch | null>(null);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** How many rows the preview said would be invited, to tell the admin when the send's re-check invited fewer. */
  const [previewedInvites, setPreviewedInvites] = useState(0);
  const { page, pageSize, setPage, paging } = useListState('');
  const [preview, { loading: previewing }] = usePreviewCompanyInvitations();
  const [send, { loading: sending }] = useSendCompanyInvitations();

  if (!hasPermission(role, 'companies.invite')) {
    return (
      <Stack gap="5">
        <Heading as="h1" size="xl">
          Invite Companies
        </Heading>
        <Text>Only system and prequalification admins can invite companies.</Text>
      </Stack>
    );
  }

  const startOver = () => {
    setFile(null);
    setBatch(null);
    setSent(false);
    setError(null);
    setPage(1);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (chosen: File | undefined | null) => {
    if (!chosen) return;
    setFile(chosen);
    setBatch(null);
    setSent(false);
    setError(null);
    setPage(1);
    try {
      const { data } = await preview({ variables: { file: chosen } });
      setBatch(data?.previewCompanyInvitations ?? null);
    } catch (err) {
      setError(errorMessageOf(err));
    }
  };

  const confirmSend = async () => {
    if (!file) return;
    setPreviewedInvites(batch?.counts.invite ?? 0);
    try {
      const { data } = await send({ variables: { file } });
      const answer = data?.sendCompanyInvitations ?? null;
      setBatch(answer);
      setSent(true);
      setPage(1);
      const n = answer?.invitedCount ?? 0;
      toaster.create({ type: 'success', title: `${plural(n, 'invitation')} sent.` });
    } catch (err) {
      setError(errorMessageOf(err));
    } finally {
      setConfirming(false);
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  };

  const rows = batch?.rows ?? [];
  const shownRows = rows.slice((page - 1) * pageSize, page * pageSize);
  const toInvite = batch?.counts.invite ?? 0;
  const columns: DataTableColumn<InvitationRow>[] = [
    { id: 'rowNumber', header: 'Row', cell: (r) => r.rowNumber },
    { id: 'taxId', header: 'Tax ID', cell: (r) => r.taxId },
    { id: 'companyName', header: 'Company', cell: (r) => r.companyName },
    { id: 'contactEmail', header: 'Contact Email', cell: (r) => r.contactEmail },
    {
      id: 'outcome',
      header: 'Outcome',
      cell: (r) => (
        <Badge colorPalette={OUTCOMES[r.outcome].palette} variant="subtle">
          {sent && r.outcome === 'INVITE' ? 'Invited' : OUTCOMES[r.outcome].label}
        </Badge>
      ),
    },
    { id: 'reason', header: 'Details', cell: (r) => <Text textStyle="sm">{r.reason}</Text> },
  ];

  return (
    <Stack gap="5">
      <ParentBreadcrumb to="/admin/companies" parent="Companies" current="Invite Companies" />
      <Heading as="h1" size="xl">
        Invite Companies
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        Upload a CSV file with one company per row and the columns Tax ID, Company Name and Contact Email (at most 1,000 rows, 1 MB). You will see what happens to each
        row before anything is sent: a new company gets a registration draft, and its contact an e-mail with the link to complete the registration.
      </Text>

      {!batch && (
        <Box
          data-testid="invite-drop-zone"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragging ? 'blue.solid' : 'border'}
          bg={dragging ? 'blue.subtle' : undefined}
          rounded="md"
          p="6"
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack gap="3" align="start">
            <HStack gap="2">
              <LuUpload aria-hidden="true" />
              <chakra.label htmlFor={inputId} fontWeight="medium">
                CSV file of companies
              </chakra.label>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              Drop the file here, or choose it.
            </Text>
            <chakra.input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={previewing}
              onChange={(e) => void choose(e.currentTarget.files?.[0])}
            />
            <Button asChild variant="outline" size="sm">
              <a href={sampleHref} download="invite-companies-sample.csv">
                <LuDownload aria-hidden="true" />
                Download sample CSV
              </a>
            </Button>
          </Stack>
        </Box>
      )}

      {previewing && (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Reading {file?.name ?? 'the file'}…</Text>
        </HStack>
      )}

      {error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{sent ? 'The invitations could not be sent.' : 'The file could not be used.'}</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {batch && (
        <Stack gap="4">
          <Heading as="h2" size="md">
            {sent ? `Invitations sent from ${file?.name ?? 'the file'}` : `Preview of ${file?.name ?? 'the file'}`}
          </Heading>
          {sent && (
            <Alert.Root status={batch.invitedCount > 0 ? 'success' : 'info'}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{plural(batch.invitedCount, 'invitation')} sent.</Alert.Title>
                {previewedInvites > batch.invitedCount && (
                  <Alert.Description>
                    {`${plural(previewedInvites - batch.invitedCount, 'row was', 'rows were')} no longer new when sent (checked again) and not invited: see their details below.`}
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          <Wrap gap="2" aria-label="Rows by outcome" role="list">
            {Object.entries(OUTCOMES).map(([key, o]) => (
              <Badge key={key} role="listitem" colorPalette={o.palette} variant="outline" size="lg">
                {o.label}: {batch.counts[o.count]}
              </Badge>
            ))}
          </Wrap>
          <DataTable
            label={sent ? 'Invitations sent' : 'Invitation preview'}
            columns={columns}
            rows={shownRows}
            rowKey={(r) => String(r.rowNumber)}
            totalCount={rows.length}
            {...paging}
            emptyText="No data found"
          />
          <HStack gap="3">
            {!sent && (
              <Button colorPalette="blue" disabled={toInvite === 0 || sending} loading={sending} onClick={() => setConfirming(true)}>
                <LuSend aria-hidden="true" />
                {`Send ${plural(toInvite, 'invitation')}`}
              </Button>
            )}
            <Button variant="outline" onClick={startOver} disabled={sending}>
              Start over
            </Button>
          </HStack>
          {!sent && toInvite === 0 && <Text color="fg.muted">No row of this file is a new company to invite.</Text>}
        </Stack>
      )}

      <ConfirmDialog
        open={confirming}
        title="Send invitations"
        message={`Send ${plural(toInvite, 'invitation')}? A registration draft is created for each new company, and its contact is e-mailed a link to complete the registration. The rows are checked again before sending.`}
        confirmLabel="Send"
        busy={sending}
        onConfirm={() => void confirmSend()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
