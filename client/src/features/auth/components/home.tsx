import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { postLoginPath, staffOnlyPathOf, wantedPathOf } from '../../../auth/post-login-path';
import { useAuth } from '../../../auth/use-auth';
import { WithApollo } from '../../../api/with-apollo';
import { PageSpinner } from '../../../components/page-spinner';
import { pressedShellAction, type ShellAction } from '../../../sign-in-shell';
import { withScreenRecipes } from '../../../theme/load-screen-recipes';
import type { HomeMode } from '../home-mode';
import { useAccountIdParam } from '../hooks/use-account-id-param';
import { storedAccountId } from '../stored-account-id';
import type { CompanyMatch } from '../tax-id-outcome';
import { VendorAccess } from './vendor-access';
import { isSsoLanding } from '../sso-landing';

/*
 * Only the entry choices are drawn on arrival; every other sub-screen (and the forms, validation and API code
 * it brings) loads when it is opened, with the recipes of the components it draws, so the first visit downloads
 * only what it shows.
 */
const ForgotPassword = lazy(withScreenRecipes(async () => ({ default: (await import('./forgot-password')).ForgotPassword })));
const Prequalification = lazy(withScreenRecipes(async () => ({ default: (await import('./prequalification')).Prequalification })));
const ResetPassword = lazy(withScreenRecipes(async () => ({ default: (await import('./reset-password')).ResetPassword })));
const VendorLogin = lazy(withScreenRecipes(async () => ({ default: (await import('./vendor-login')).VendorLogin })));
const VendorRegistration = lazy(withScreenRecipes(async () => ({ default: (await import('./vendor-registration')).VendorRegistration })));
const VendorSignUp = lazy(withScreenRecipes(async () => ({ default: (await import('./vendor-sign-up')).VendorSignUp })));
const RoleHomeNotice = lazy(withScreenRecipes(async () => ({ default: (await import('../../../auth/role-home-notice')).RoleHomeNotice })));

/** Sub-screens that navigation state may open; the address stays /registration or /prequalification. */
type HomeScreen = 'access' | 'login' | 'forgot-password' | 'registration' | 'prequalification';

/** Sign-up needs an account: a company picked after FEIN verification, or an invitation link's. */
type HomeView = { screen: HomeScreen; taxId?: string } | { screen: 'sign-up'; accountId: string; companyName?: string; taxId?: string };

export function Home({ mode }: { mode: HomeMode }) {
  const reloading = useAccountIdParam();
  const location = useLocation();
  if (reloading) return <PageSpinner />;
  // Every arrival (a link, a guard's redirect, logout) starts from its own first sub-screen.
  return (
    <Suspense fallback={<PageSpinner />}>
      <HomeScreens key={location.key} mode={mode} />
    </Suspense>
  );
}

/** Navigation state that opens Home on a given sub-screen (leaving the reset screen uses it). */
interface HomeScreenState {
  screen?: HomeScreen;
  /** A tax ID verified on the registration screen, carried to Prequalification (outcome (b)). */
  taxId?: string;
}

function initialScreen(state: unknown): HomeScreen {
  const requested = (state as HomeScreenState | null)?.screen;
  if (requested) return requested;
  // Someone sent here from a protected page came to log in: skip the entry choices; so did one back from single sign-on.
  return wantedPathOf(state) || isSsoLanding() ? 'login' : 'access';
}

function viewOfShellAction(action: ShellAction): HomeView {
  if (action === 'login') return { screen: 'login' };
  if (action === 'register') return { screen: 'registration' };
  // As beginPrequalification below: an invitation link opened in this browser named the account.
  const accountId = storedAccountId();
  return accountId ? { screen: 'sign-up', accountId } : { screen: 'prequalification' };
}

function HomeScreens({ mode }: { mode: HomeMode }) {
  const { role } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [view, setView] = useState<HomeView>(() => ({ screen: initialScreen(location.state), taxId: (location.state as HomeScreenState | null)?.taxId }));
  // A button of the static first paint (index.html) pressed before this screen reached the document opens what it
  // names. Read as the screen commits (before the layout removes that page, before the next paint), so a press
  // during React's render is not lost.
  useLayoutEffect(() => {
    const pressed = pressedShellAction();
    if (pressed) setView(viewOfShellAction(pressed));
  }, []);
  const resetToken = searchParams.get('token');

  if (resetToken) {
    // Dropping the token from the address is a navigation, so the next screen travels in its state.
    const leaveReset = (next: HomeScreen) => {
      const state: HomeScreenState = { screen: next };
      setSearchParams({}, { replace: true, state });
    };
    return (
      <WithApollo>
        <ResetPassword token={resetToken} onShowLogin={() => leaveReset('login')} onForgotPassword={() => leaveReset('forgot-password')} />
      </WithApollo>
    );
  }

  // A signed-in vendor the admin guard sent here: say why, and offer its home or another account.
  const staffOnly = staffOnlyPathOf(location.state);
  if (role && staffOnly) {
    return <RoleHomeNotice title="Staff sign-in required" reason={`The page ${staffOnly} is for the builder's staff, and this account is not a staff account.`} />;
  }
  // Logged in (including right after a successful login): go to the remembered page or the role's home.
  if (role) return <Navigate to={postLoginPath(role, wantedPathOf(location.state))} replace />;

  const show = (screen: HomeScreen) => () => setView({ screen });
  // crmTaxId: a CRM account the portal has no company for yet is signed up for with its verified tax ID.
  const signUpFor = (company: CompanyMatch, crmTaxId?: string) =>
    setView({ screen: 'sign-up', accountId: company.accountId, companyName: company.companyName, taxId: crmTaxId });
  const beginPrequalification = () => {
    // An invitation link opened in this browser named the account: sign-up opens for it at once.
    const accountId = storedAccountId();
    setView(accountId ? { screen: 'sign-up', accountId } : { screen: 'prequalification' });
  };
  const proceedToPrequalification = (taxId: string) => {
    // Prequalification has its own address; its sub-screen and the verified tax ID travel in the navigation state.
    const state: HomeScreenState = { screen: 'prequalification', taxId };
    void navigate('/prequalification', { state });
  };

  if (view.screen === 'access') {
    return <VendorAccess mode={mode} onRegister={show('registration')} onBeginPrequalification={beginPrequalification} onLogin={show('login')} />;
  }
  // Every sub-screen but the entry choices talks to the API: Apollo loads with the first one opened.
  let screen: ReactNode;
  switch (view.screen) {
    case 'registration':
      screen = (
        <VendorRegistration onChooseCompany={signUpFor} onProceedToPrequalification={proceedToPrequalification} onLogin={show('login')} onBack={show('access')} />
      );
      break;
    case 'prequalification':
      screen = <Prequalification initialTaxId={view.taxId} onChooseCompany={signUpFor} onLogin={show('login')} onBack={show('access')} />;
      break;
    case 'sign-up':
      screen = <VendorSignUp accountId={view.accountId} companyName={view.companyName} taxId={view.taxId} onLogin={show('login')} onBack={show('access')} />;
      break;
    case 'login':
      screen = <VendorLogin onForgotPassword={show('forgot-password')} onBack={show('access')} />;
      break;
    case 'forgot-password':
      screen = <ForgotPassword onBackToLogin={show('login')} />;
      break;
  }
  return <WithApollo>{screen}</WithApollo>;
}
