import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { WithApollo } from '../api/with-apollo';
import { AuthProvider } from '../auth/auth-provider';
import { RequireAllowedPath } from '../auth/require-allowed-path';
import { RequireArea } from '../auth/require-area';
import { RoleHomeRedirect } from '../auth/role-home-redirect';
import { PageSpinner } from '../components/page-spinner';
import { RouteErrorPage } from '../components/route-error-page';
import type { HomeMode } from '../features/auth/home-mode';
import { withScreenRecipes } from '../theme/load-screen-recipes';

/*
 * Routes exactly as the specification lists them. Every screen is a lazy chunk, so the public
 * login page downloads only what it shows. Screens that talk to the API sit inside WithApollo (the
 * signed-in layouts, and the public screens that send requests), so Apollo is not on the sign-in page.
 */

/** A screen that talks to the API, inside WithApollo: Apollo loads with the first such screen opened. */
function talksToApi(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    const Screen = await load();
    return {
      element: (
        <WithApollo>
          <Screen />
        </WithApollo>
      ),
    };
  };
}

/*
 * The sign-in page's own chunks (the public layout and Home) draw with the recipes the entry has; every other
 * lazy route brings the other screens' recipes with it (bringScreenRecipes below).
 */
const drawnOnArrival = new Set<RouteObject['lazy']>();
function onArrival(lazy: RouteObject['lazy']): RouteObject['lazy'] {
  drawnOnArrival.add(lazy);
  return lazy;
}

function home(mode: HomeMode): RouteObject['lazy'] {
  return onArrival(async () => {
    const { Home } = await import('../features/auth/components/home');
    return { element: <Home mode={mode} /> };
  });
}

const profile: RouteObject = {
  path: 'profile',
  lazy: async () => ({ Component: (await import('../features/profile/components/profile-page')).ProfilePage }),
};

const noMatch: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('../components/no-match-page')).NoMatchPage }),
};

function SessionRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

const table: RouteObject[] = [
  {
    Component: SessionRoot,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/prequalification" replace /> },
      {
        lazy: onArrival(async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout })),
        children: [
          { path: 'registration', lazy: home('registration') },
          { path: 'prequalification', lazy: home('prequalification') },
          {
            path: 'vendor-registration',
            lazy: talksToApi(async () => (await import('../features/registration/components/vendor-registration-page')).VendorRegistrationPage),
          },
          {
            path: 'confirm-email',
            lazy: talksToApi(async () => (await import('../features/auth/components/confirm-email-page')).ConfirmEmailPage),
          },
          {
            // The specification's two extra routes: each sends its visitor on, with a word on why.
            path: 'common',
            lazy: async () => ({ Component: (await import('../features/portal-entry/components/common-page')).CommonPage }),
          },
          {
            path: 'form-builder',
            lazy: async () => ({ Component: (await import('../features/portal-entry/components/form-builder-entry')).FormBuilderEntry }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../components/not-found-page')).NotFoundPage }),
          },
        ],
      },
      {
        path: 'vendor',
        element: <RequireArea area="vendor" />,
        children: [
          {
            lazy: talksToApi(async () => (await import('./layouts/vendor-layout')).VendorLayout),
            children: [
              { index: true, element: <RoleHomeRedirect /> },
              {
                element: <RequireAllowedPath />,
                children: [
                  {
                    path: 'overview',
                    lazy: async () => ({
                      Component: (await import('../features/vendor-home/components/vendor-overview')).VendorOverview,
                    }),
                  },
                  {
                    path: 'prequal-form',
                    lazy: async () => ({
                      Component: (await import('../features/prequal-form/components/prequal-form-page')).PrequalFormPage,
                    }),
                  },
                  {
                    path: 'general-info',
                    lazy: async () => ({
                      Component: (await import('../features/general-info/components/general-info-page')).GeneralInfoPage,
                    }),
                  },
                  profile,
                  {
                    path: 'users',
                    lazy: async () => {
                      // The company's users are drawn by the admin users feature's panel, joined here (features never import each other).
                      const [{ VendorUsersPage }, { CompanyUsersPanel }] = await Promise.all([
                        import('../features/vendor-users/components/vendor-users-page'),
                        import('../features/users/components/company-users-panel'),
                      ]);
                      return {
                        element: <VendorUsersPage renderUsers={(vendorId, editable) => <CompanyUsersPanel vendorId={vendorId} editable={editable} />} />,
                      };
                    },
                  },
                  {
                    path: 'file-manager',
                    lazy: async () => ({
                      Component: (await import('../features/vendor-files/components/vendor-file-manager-page')).VendorFileManagerPage,
                    }),
                  },
                ],
              },
              noMatch,
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireArea area="admin" />,
        children: [
          {
            lazy: talksToApi(async () => (await import('./layouts/admin-layout')).AdminLayout),
            children: [
              { index: true, element: <RoleHomeRedirect /> },
              {
                element: <RequireAllowedPath />,
                children: [
                  {
                    path: 'dashboard',
                    lazy: async () => ({
                      Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
                    }),
                  },
                  {
                    path: 'projects',
                    lazy: async () => ({ Component: (await import('../features/projects/components/projects-page')).ProjectsPage }),
                  },
                  {
                    path: 'users',
                    lazy: async () => ({ Component: (await import('../features/users/components/users-page')).UsersPage }),
                  },
                  {
                    path: 'users/:userId',
                    lazy: async () => ({ Component: (await import('../features/users/components/user-profile-page')).UserProfilePage }),
                  },
                  {
                    path: 'prequalification',
                    lazy: async () => {
                      // The review dialogs draw the forms with the vendor form's renderer, joined here as the builder's preview is.
                      const [{ PrequalificationPage }, { PrequalFormPreview }] = await Promise.all([
                        import('../features/admin-prequal/components/prequalification-page'),
                        import('../features/prequal-form/components/prequal-form-preview'),
                      ]);
                      return {
                        element: <PrequalificationPage renderForm={(props) => <PrequalFormPreview {...props} />} />,
                      };
                    },
                  },
                  {
                    path: 'companies',
                    lazy: async () => ({ Component: (await import('../features/companies/components/companies-page')).CompaniesPage }),
                  },
                  {
                    path: 'invite-companies',
                    lazy: async () => ({ Component: (await import('../features/bulk-invite/components/invite-companies-page')).InviteCompaniesPage }),
                  },
                  {
                    path: 'companies/:companyId',
                    lazy: async () => {
                      // The historical popup draws a cycle's forms with the vendor form's renderer, joined here (read only there).
                      // Other features' tabs (Users...) join the page here too, through extraTabs.
                      const [{ CompanyDetailPage }, { PrequalFormPreview }, { CompanyUsersTab }, { CompanyActivityTab }, { CompanyFilesTab }, { InsuranceSection }] =
                        await Promise.all([
                          import('../features/company-detail/components/company-detail-page'),
                          import('../features/prequal-form/components/prequal-form-preview'),
                          import('../features/users/components/company-users-tab'),
                          import('../features/activity-logs/components/company-activity-tab'),
                          import('../features/file-manager/components/company-files-tab'),
                          import('../features/insurance/components/insurance-section'),
                        ]);
                      return {
                        element: (
                          <CompanyDetailPage
                            renderForm={({ fields }) => <PrequalFormPreview fields={fields} />}
                            extraTabs={[
                              { value: 'files', label: 'Files', render: (vendorId) => <CompanyFilesTab vendorId={vendorId} /> },
                              { value: 'users', label: 'Users', render: (vendorId) => <CompanyUsersTab vendorId={vendorId} /> },
                              // Beyond the specification: the company's insurance policies and their compliance (docs/insurance.md).
                              { value: 'insurance', label: 'Insurance', render: (vendorId) => <InsuranceSection vendorId={vendorId} /> },
                              // Beyond the specification's tabs, last: the company's entries of the activity log.
                              { value: 'activity', label: 'Activity', render: (vendorId) => <CompanyActivityTab vendorId={vendorId} /> },
                            ]}
                          />
                        ),
                      };
                    },
                  },
                  {
                    path: 'import-projects',
                    lazy: async () => ({ Component: (await import('../features/projects/components/import-projects-page')).ImportProjectsPage }),
                  },
                  {
                    path: 'file-manager',
                    lazy: async () => ({ Component: (await import('../features/file-manager/components/file-manager-page')).FileManagerPage }),
                  },
                  {
                    path: 'file-manager/:vendorId',
                    lazy: async () => ({ Component: (await import('../features/file-manager/components/folder-files-page')).FolderFilesPage }),
                  },
                  {
                    path: 'pre-qual-metrics',
                    lazy: async () => {
                      // The builder previews with the vendor form's own renderer; features never import each other, so the route joins them.
                      const [{ FormBuilderPage }, { PrequalFormPreview }] = await Promise.all([
                        import('../features/form-builder/components/form-builder-page'),
                        import('../features/prequal-form/components/prequal-form-preview'),
                      ]);
                      return { element: <FormBuilderPage renderPreview={(fields) => <PrequalFormPreview fields={fields} />} /> };
                    },
                  },
                  { path: 'pre-qual-form-builder', element: <Navigate to="/admin/pre-qual-metrics" replace /> },
                  {
                    path: 'limit-rules',
                    lazy: async () => ({ Component: (await import('../features/limit-rules/components/limit-rules-page')).LimitRulesPage }),
                  },
                  {
                    // Beyond the specification (docs/insurance.md): the requirement profile, edited by the system admin.
                    path: 'insurance-requirements',
                    lazy: async () => ({
                      Component: (await import('../features/insurance/components/requirements-page')).InsuranceRequirementsPage,
                    }),
                  },
                  {
                    // The companies by insurance compliance: the dashboard card "Insurance gaps and lapses" opens it.
                    path: 'insurance',
                    lazy: async () => ({ Component: (await import('../features/insurance/components/insurance-list-page')).InsuranceListPage }),
                  },
                  {
                    path: 'activity-logs',
                    lazy: async () => ({ Component: (await import('../features/activity-logs/components/activity-logs-page')).ActivityLogsPage }),
                  },
                  {
                    // SYSTEM_ADMIN only (jobs.read): the page sends other roles to their home page.
                    path: 'jobs',
                    lazy: async () => ({ Component: (await import('../features/background-jobs/components/background-jobs-page')).BackgroundJobsPage }),
                  },
                  {
                    // SYSTEM_ADMIN only (webhooks.manage): the page sends other roles to their home page.
                    path: 'webhooks',
                    lazy: async () => ({ Component: (await import('../features/webhooks/components/webhooks-page')).WebhooksPage }),
                  },
                  {
                    // SYSTEM_ADMIN only (apiKeys.manage): the page sends other roles to their home page.
                    path: 'api-keys',
                    lazy: async () => ({ Component: (await import('../features/api-keys/components/api-keys-page')).ApiKeysPage }),
                  },
                  profile,
                ],
              },
              noMatch,
            ],
          },
        ],
      },
    ],
  },
];

/** Every lazy route but those drawn on arrival resolves once the screens' recipes are in the system too. */
function bringScreenRecipes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    const withRecipes = typeof lazy === 'function' && !drawnOnArrival.has(lazy) ? withScreenRecipes(lazy) : lazy;
    return route.index ? { ...route, lazy: withRecipes } : { ...route, lazy: withRecipes, children: route.children && bringScreenRecipes(route.children) };
  });
}

export const routes = bringScreenRecipes(table);
