import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageNotLoaded } from '../../../components/page-trail/page-not-loaded';
import { PageSpinner } from '../../../components/page-spinner';
import { ParentBreadcrumb } from '../../../components/page-trail/parent-breadcrumb';
import { InsuranceLapseBanner } from '../../insurance';
import { isApproval } from '@portal/common/domain/decision-labels';
import { useCompanyDetail } from '../api/get-company-detail';
import { CompanyFormRendererProvider, type CompanyFormRenderer } from '../form-renderer';
import { CompanyMainTab } from './company-main-tab';
import { GeneralTab } from './general-tab';
import { NotesTab } from './notes-tab';
import { RelatedAccountsTab } from './related-accounts-tab';

/**
 * A tab another feature adds to the company page, joined in by the route (client/src/app/routes.tsx): features never
 * import each other. `render` gets the company's id (the vendor id of /admin/companies/:companyId).
 */
export interface CompanyExtraTab {
  value: string;
  label: string;
  render: (vendorId: string) => ReactNode;
}

interface CompanyTab {
  value: string;
  label: string;
  render: (vendorId: string) => ReactNode;
}

/** Extra tabs placed before Related Accounts, as the spec orders them (Main, General, Notes, Files, Users, Related Accounts). */
const EXTRA_TABS_BEFORE_RELATED = ['files', 'users'];

/**
 * The page's tabs in the spec's order: Main and this feature's own tabs before the extra tabs 'files' and 'users'
 * (in the order given), then this feature's tabs after them, then every other extra tab (e.g. Activity) in the order given.
 */
export function orderCompanyTabs(ownBefore: readonly CompanyTab[], ownAfter: readonly CompanyTab[], extraTabs: readonly CompanyExtraTab[]): CompanyTab[] {
  const early = extraTabs.filter((t) => EXTRA_TABS_BEFORE_RELATED.includes(t.value));
  const late = extraTabs.filter((t) => !EXTRA_TABS_BEFORE_RELATED.includes(t.value));
  return [...ownBefore, ...early, ...ownAfter, ...late];
}

/**
 * /admin/companies/:companyId: breadcrumb Companies / name, the company name as the heading, and its tabs.
 * `renderForm` draws a filled form in the historical popup (the vendor form's renderer, joined in by the route).
 */
export function CompanyDetailPage({
  renderForm = null,
  extraTabs = [],
}: {
  renderForm?: CompanyFormRenderer | null;
  /** Tabs of other features (Files, Users, Activity), placed by `orderCompanyTabs`. */
  extraTabs?: readonly CompanyExtraTab[];
}) {
  const { companyId = '' } = useParams();
  const location = useLocation();
  const { data, loading, error } = useCompanyDetail(companyId);
  const company = data?.registration;
  // A link may open another tab than Main (the insurance list opens Insurance): `state.tab`.
  const [tab, setTab] = useState(() => tabOfState(location.state) ?? 'main');

  if (!company) {
    if (loading || !error) return <PageSpinner label="Loading the company" />;
    return <PageNotLoaded to="/admin/companies" parent="Companies" title="Company Details" message="This company could not be loaded." />;
  }

  const tabs = orderCompanyTabs(
    [
      { value: 'main', label: 'Main', render: () => <CompanyMainTab company={company} onOpenGeneralInfo={() => setTab('general')} /> },
      { value: 'general', label: 'General', render: (vendorId) => <GeneralTab vendorId={vendorId} /> },
      { value: 'notes', label: 'Notes', render: (vendorId) => <NotesTab vendorId={vendorId} /> },
    ],
    [
      {
        value: 'related-accounts',
        label: 'Related Accounts',
        render: () => <RelatedAccountsTab companyName={company.companyName} accountId={company.accountId ?? null} />,
      },
    ],
    extraTabs,
  );

  return (
    <CompanyFormRendererProvider value={renderForm}>
      <Stack gap="5">
        <ParentBreadcrumb to="/admin/companies" parent="Companies" current={company.companyName} />
        {/* The specification's title; the company's name is the breadcrumb's last step and the Main tab's first line. */}
        <Heading as="h1" size="xl">
          Company Details
        </Heading>
        {/* Beyond the specification (docs/insurance.md): an approved vendor's lapsed insurance. */}
        <InsuranceLapseBanner vendorId={companyId} approved={isApproval(company.prequalStatus)} />
        <Tabs.Root value={tabs.some((t) => t.value === tab) ? tab : 'main'} onValueChange={(d) => setTab(d.value)} variant="line" lazyMount>
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {t.render(companyId)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </CompanyFormRendererProvider>
  );
}

/** The tab a link asked for in its navigation state ({ tab: 'insurance' }), if any. */
function tabOfState(state: unknown): string | undefined {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return typeof tab === 'string' ? tab : undefined;
}
