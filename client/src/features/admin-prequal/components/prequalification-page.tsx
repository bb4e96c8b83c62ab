import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchInput } from '../../../components/search-input';
import { PREQUAL_TABS, tabFromState, type PrequalPageState, type PrequalTabNumber } from '../prequal-tabs';
import { AccountCreationTab } from './account-creation-tab';
import { RegistrationDraftsTab } from './registration-drafts-tab';
import { RegistrationsWaitingTab } from './registrations-waiting-tab';
import { WorkflowTabNotice } from './workflow-tab-notice';

/** /admin/prequalification: the review pipeline's working page, one tab per stage. */
export function PrequalificationPage() {
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
    // The state names another tab (back/forward, a link, or our own navigation landing): follow it.
    setSeenStateTab(stateTab);
    if (stateTab !== view.tab) setView({ tab: stateTab, search: '' });
  }
  const { tab, search } = view;
  const active = PREQUAL_TABS.find((t) => t.number === tab) ?? PREQUAL_TABS[0];
  const setSearch = (text: string) => setView((current) => ({ ...current, search: text }));

  const selectTab = (value: string) => {
    const next = PREQUAL_TABS.find((t) => t.value === value);
    if (!next || next.number === tab) return;
    // A search belongs to the tab it was typed in.
    setView({ tab: next.number, search: '' });
    const state: PrequalPageState = { ...(location.state as object | null), tab: next.number };
    void navigate(location.pathname, { replace: true, state });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Prequalification
      </Heading>
      <Tabs.Root value={active.value} onValueChange={(d) => selectTab(d.value)} variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {PREQUAL_TABS.map((t) => (
            // Nine tabs do not fit narrow screens: each keeps its width and the list scrolls sideways.
            <Tabs.Trigger key={t.value} value={t.value} whiteSpace="nowrap" flexShrink={0}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PREQUAL_TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            {/* Only the active tab's list is mounted, so a closing tab never fetches. */}
            {t.number !== tab ? null : hasList(t.number) ? (
              <Stack gap="4">
                {/* Mounted per tab: a pending search of the previous tab is dropped with it. */}
                <SearchInput label={`Search ${t.label}`} onSearch={setSearch} />
                <TabList tab={t.number} search={search} />
              </Stack>
            ) : (
              <WorkflowTabNotice label={t.label} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

/** The lists of this tabs; the others come with the prequalification workflow. */
/** Tabs whose lists are built; the others belong to the prequalification workflow's issues. */
function hasList(tab: PrequalTabNumber): boolean {
  return tab === 0 || tab === 1 || tab === 2;
}

function TabList({ tab, search }: { tab: PrequalTabNumber; search: string }) {
  switch (tab) {
    case 0:
      return <RegistrationDraftsTab search={search} />;
    case 1:
      return <RegistrationsWaitingTab search={search} />;
    case 2:
      return <AccountCreationTab search={search} />;
    default:
      return null;
  }
}
