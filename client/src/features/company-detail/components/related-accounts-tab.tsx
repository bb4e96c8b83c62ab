import { Button, HStack, Heading, IconButton, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useId, useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/page-spinner';
import { SearchInput } from '../../../components/data-table/search-input';
import { toaster } from '../../../components/toaster';
import { useAddChildAccount, useAddParentAccount, useRemoveChildAccount, useRemoveParentAccount } from '../api/change-related-accounts';
import { useApprovedCompanies, type ApprovedCompany } from '../api/find-approved-companies';
import { useRelatedAccounts, type RelatedAccountsView } from '../api/get-related-accounts';

type Side = 'parent' | 'child';
type Related = RelatedAccountsView['parentAccounts'][number];

const SIDE = {
  parent: { title: 'Parent Accounts', one: 'parent account', add: 'Add Parent', empty: 'No Parent Accounts' },
  child: { title: 'Child Accounts', one: 'child account', add: 'Add Child', empty: 'No Child Accounts' },
} as const;

interface RelatedAccountsTabProps {
  companyName: string;
  /** The company's CRM account id (the related-account calls' accountId); null until its registration is approved. */
  accountId: string | null;
}

/**
 * Related Accounts: the company's parent and child accounts, each side with its own lookup of approved companies.
 * The company itself and the accounts already related are left out of both lookups; choosing a company on one side
 * clears it on the other, so an account is never offered as both.
 */
export function RelatedAccountsTab({ companyName, accountId }: RelatedAccountsTabProps) {
  if (!accountId) {
    return <Text>{`${companyName} has no CRM account yet: accounts are related once a registration is approved.`}</Text>;
  }
  return <RelatedAccountsPanel accountId={accountId} />;
}

function RelatedAccountsPanel({ accountId }: { accountId: string }) {
  const { role } = useAuth();
  const editable = hasPermission(role, 'companies.update');
  const { data, loading } = useRelatedAccounts(accountId);
  const [chosen, setChosen] = useState<Record<Side, ApprovedCompany | null>>({ parent: null, child: null });
  const [doomed, setDoomed] = useState<{ side: Side; account: Related } | null>(null);
  const [addParent, { loading: addingParent }] = useAddParentAccount();
  const [addChild, { loading: addingChild }] = useAddChildAccount();
  const [removeParent, { loading: removingParent }] = useRemoveParentAccount();
  const [removeChild, { loading: removingChild }] = useRemoveChildAccount();

  if (!data && loading) return <PageSpinner label="Loading the related accounts" />;
  const related = data?.relatedAccounts ?? { parentAccounts: [], childAccounts: [] };
  const excluded = new Set([accountId, ...related.parentAccounts.map((a) => a.accountId), ...related.childAccounts.map((a) => a.accountId)]);

  const choose = (side: Side, company: ApprovedCompany | null) => {
    const other: Side = side === 'parent' ? 'child' : 'parent';
    setChosen((c) => ({ ...c, [side]: company, [other]: company && c[other]?.accountId === company.accountId ? null : c[other] }));
  };

  const add = async (side: Side) => {
    const company = chosen[side];
    if (!company?.accountId) return;
    try {
      const variables = { accountId, otherAccountId: company.accountId };
      await (side === 'parent' ? addParent({ variables }) : addChild({ variables }));
      toaster.create({ type: 'success', title: `${company.companyName} added as a ${SIDE[side].one}` });
      setChosen((c) => ({ ...c, [side]: null }));
    } catch {
      // The global Alert shows why (e.g. the accounts would be related in a circle).
    }
  };

  const remove = async () => {
    if (!doomed) return;
    try {
      const variables = { accountId, otherAccountId: doomed.account.accountId };
      await (doomed.side === 'parent' ? removeParent({ variables }) : removeChild({ variables }));
      toaster.create({ type: 'success', title: `${doomed.account.companyName} removed as a ${SIDE[doomed.side].one}` });
    } catch {
      // The global Alert shows why.
    } finally {
      setDoomed(null);
    }
  };

  const panel = (side: Side, accounts: readonly Related[]) => (
    <Stack gap="3" as="section" aria-labelledby={`${side}-accounts-heading`} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={`${side}-accounts-heading`}>
        {SIDE[side].title}
      </Heading>
      {accounts.length === 0 ? (
        <Text color="fg.muted">{SIDE[side].empty}</Text>
      ) : (
        <Stack as="ul" aria-label={SIDE[side].title} gap="2" listStyleType="none" m="0" p="0">
          {accounts.map((a) => (
            <HStack as="li" key={a.accountId} justify="space-between" gap="3">
              <Stack gap="0">
                <Text fontWeight="medium">{a.companyName}</Text>
                {a.taxId && <Text textStyle="sm" color="fg.muted">{`Tax ID ${a.taxId}`}</Text>}
              </Stack>
              {editable && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${SIDE[side].one} ${a.companyName}`}
                  onClick={() => setDoomed({ side, account: a })}
                >
                  <LuTrash2 />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      {editable && (
        <AccountLookup
          side={side}
          excluded={excluded}
          chosen={chosen[side]}
          onChoose={(c) => choose(side, c)}
          onAdd={() => void add(side)}
          busy={side === 'parent' ? addingParent : addingChild}
        />
      )}
    </Stack>
  );

  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {panel('parent', related.parentAccounts)}
        {panel('child', related.childAccounts)}
      </SimpleGrid>
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? `Remove ${SIDE[doomed.side].one}` : ''}
        message={doomed ? `Remove ${doomed.account.companyName} as a ${SIDE[doomed.side].one}?` : ''}
        confirmLabel="Remove"
        destructive
        busy={removingParent || removingChild}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}

interface AccountLookupProps {
  side: Side;
  excluded: ReadonlySet<string>;
  chosen: ApprovedCompany | null;
  onChoose: (company: ApprovedCompany | null) => void;
  onAdd: () => void;
  busy: boolean;
}

/** Search the approved companies by name, choose one, add it. */
function AccountLookup({ side, excluded, chosen, onChoose, onAdd, busy }: AccountLookupProps) {
  const [search, setSearch] = useState('');
  const { data, loading } = useApprovedCompanies(search);
  const selectId = useId();
  const options = (data?.companies.items ?? []).filter((v): v is ApprovedCompany & { accountId: string } => !!v.accountId && !excluded.has(v.accountId));
  // The chosen company stays listed even when a new search would not find it.
  const listed =
    chosen?.accountId && !options.some((o) => o.accountId === chosen.accountId) ? [chosen as ApprovedCompany & { accountId: string }, ...options] : options;
  const label = side === 'parent' ? 'Parent account' : 'Child account';

  return (
    <Stack gap="2" pt="2" borderTopWidth="1px">
      <SearchInput label={`Search approved companies for a ${SIDE[side].one}`} onSearch={setSearch} />
      <HStack gap="2" align="flex-end" wrap="wrap">
        <Stack gap="1" flex="1" minW="56">
          <chakra.label htmlFor={selectId} textStyle="sm" fontWeight="medium">
            {label}
          </chakra.label>
          <NativeSelect.Root size="sm" disabled={loading && !data}>
            <NativeSelect.Field
              id={selectId}
              value={chosen?.accountId ?? ''}
              onChange={(e) => onChoose(listed.find((o) => o.accountId === e.currentTarget.value) ?? null)}
            >
              <option value="">{listed.length === 0 ? 'No matching companies' : 'Choose a company'}</option>
              {listed.map((o) => (
                <option key={o.accountId} value={o.accountId}>
                  {o.taxId ? `${o.companyName} (${o.taxId})` : o.companyName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Button size="sm" onClick={onAdd} disabled={!chosen} loading={busy}>
          {SIDE[side].add}
        </Button>
      </HStack>
    </Stack>
  );
}
