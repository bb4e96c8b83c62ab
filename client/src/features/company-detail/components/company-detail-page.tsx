import { Breadcrumb, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useCompanyDetail } from '../api/get-company-detail';
import { CompanyFormRendererProvider, type CompanyFormRenderer } from '../form-renderer';
import { CompanyMainTab } from './company-main-tab';

/**
 * The tabs of the company page. Issue 9 adds General, Notes, Files, Users and Related Accounts here;
 * only the ones that work are listed.
 */
const COMPANY_TABS = [{ value: 'main', label: 'Main' }] as const;

/**
 * /admin/companies/:companyId: breadcrumb Companies / name, the company name as the heading, and its tabs.
 * `renderForm` draws a filled form in the historical popup (the vendor form's renderer, joined in by the route).
 */
export function CompanyDetailPage({ renderForm = null }: { renderForm?: CompanyFormRenderer | null }) {
  const { companyId = '' } = useParams();
  const { data, loading, error } = useCompanyDetail(companyId);
  const company = data?.registration;

  if (!company) {
    if (loading || !error) return <PageSpinner label="Loading the company" />;
    return (
      <Stack gap="4">
        <CompanyBreadcrumb name="Company Details" />
        <Heading as="h1" size="xl">
          Company Details
        </Heading>
        <Text>This company could not be loaded.</Text>
      </Stack>
    );
  }

  return (
    <CompanyFormRendererProvider value={renderForm}>
      <Stack gap="5">
        <CompanyBreadcrumb name={company.companyName} />
        <Heading as="h1" size="xl">
          {company.companyName}
        </Heading>
        <Tabs.Root defaultValue={COMPANY_TABS[0].value} variant="line" lazyMount>
          <Tabs.List>
            {COMPANY_TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="main">
            <CompanyMainTab company={company} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </CompanyFormRendererProvider>
  );
}

function CompanyBreadcrumb({ name }: { name: string }) {
  return (
    <Breadcrumb.Root aria-label="Breadcrumb">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/admin/companies">Companies</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
