import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchInput } from '../../../components/data-table/search-input';
import { PREQUAL_TABS, tabFromState, type PrequalPageState, type PrequalTabNumber } from '../prequal-tabs';
import { ReviewFormRendererProvider, type ReviewFormRenderer } from '../review-form-renderer';
import { AccountCreationTab } from './list-tabs/account-creation-tab';
import { AdminReviewTab } from './list-tabs/admin-review-tab';
import { CompletedTab } from './list-tabs/completed-tab';
import { DepartmentReviewTab } from './list-tabs/department-review-tab';
import { FinalReviewTab } from './list-tabs/final-review-tab';
import { InProgressTab } from './list-tabs/in-progress-tab';
import { RegistrationDraftsTab } from './list-tabs/registration-drafts-tab';
import { RegistrationsWaitingTab } from './list-tabs/registrations-waiting-tab';
import { RenewalTab } from './list-tabs/renewal-tab';

/**
 * /admin/prequalification: the review pipeline's working page, one tab per stage. `renderForm` draws a
 * company's filled form in the review dialogs (the vendor form's renderer, joined in by the route).
 */
export function PrequalificationPage({ renderForm = null }: { renderForm?: ReviewFormRenderer | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const stateTab = tabFromState(location.state);
  // The active tab is kept in navigation state (the dashboard's links choose it; back and forward
  // restore it). A local copy switches at once: router updates are transitions, and a list fetching
  // while a transition waits would keep interrupting it.
  // One state for tab and search, so a tab change and the search reset render together.
  const [view, setView] = useState({ tab: stateTab, search: '' });
  const [seenStateTab, setSeenStateTab] = useState(stateTab);
  if (stateTab !== seenStateTab) {
    // The state names another tab (back/forward or a link): follow it. Not our own navigation landing: router
    // updates are transitions, so arrowing quickly through the tabs, an earlier one lands after a later key press
    // and would move the tabs back.
    setSeenStateTab(stateTab);
    const own = Boolean((location.state as PrequalPageState | null)?.fromTabs);
    if (!own && stateTab !== view.tab) setView({ tab: stateTab, search: '' });
  }
  const { tab, search } = view;
  const active = PREQUAL_TABS.find((t) => t.number === tab) ?? PREQUAL_TABS[0];
  const setSearch = (text: string) => setView((current) => ({ ...current, search: text }));

  const selectTab = (value: string) => {
    const next = PREQUAL_TABS.find((t) => t.value === value);
    if (!next || next.number === tab) return;
    // A search belongs to the tab it was typed in.
    setView({ tab: next.number, search: '' });
    const state: PrequalPageState = { ...(location.state as object | null), tab: next.number, fromTabs: true };
    void navigate(location.pathname, { replace: true, state });
  };

  return (
    <ReviewFormRendererProvider value={renderForm}>
      <Stack gap="5">
        <Heading as="h1" size="xl">
          Prequalification
        </Heading>
        <Tabs.Root value={active.value} onValueChange={(d) => selectTab(d.value)} variant="line">
          <Tabs.List>
            {PREQUAL_TABS.map((t) => (
              // Nine tabs do not fit narrow screens: the list scrolls sideways (theme/tabs-recipe.ts).
              <Tabs.Trigger key={t.value} value={t.value}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {PREQUAL_TABS.map((t) => (
            <Tabs.Content key={t.value} value={t.value}>
              {/* Only the active tab's list is mounted, so a closing tab never fetches. */}
              {t.number === tab && (
                <Stack gap="4">
                  {/* Mounted per tab: a pending search of the previous tab is dropped with it. */}
                  <SearchInput label={`Search ${t.label}`} onSearch={setSearch} />
                  <TabList tab={t.number} search={search} />
                </Stack>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </ReviewFormRendererProvider>
  );
}

function TabList({ tab, search }: { tab: PrequalTabNumber; search: string }) {
  switch (tab) {
    case 0:
      return <RegistrationDraftsTab search={search} />;
    case 1:
      return <RegistrationsWaitingTab search={search} />;
    case 2:
      return <AccountCreationTab search={search} />;
    case 3:
      return <InProgressTab search={search} />;
    case 4:
      return <AdminReviewTab search={search} />;
    case 5:
      return <DepartmentReviewTab search={search} />;
    case 6:
      return <FinalReviewTab search={search} />;
    case 7:
      return <CompletedTab search={search} />;
    case 8:
      return <RenewalTab search={search} />;
  }
}
