import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { postLoginPath, wantedPathOf } from '../../../auth/post-login-path';
import { useAuth } from '../../../auth/use-auth';
import { PageSpinner } from '../../../components/page-spinner';
import type { HomeMode } from '../home-mode';
import { useAccountIdParam } from '../hooks/use-account-id-param';
import { ForgotPassword } from './forgot-password';
import { ResetPassword } from './reset-password';
import { VendorAccess } from './vendor-access';
import { VendorLogin } from './vendor-login';

/** Sub-screens switch in place; the address stays /registration or /prequalification. */
type HomeScreen = 'access' | 'login' | 'forgot-password';

export function Home({ mode }: { mode: HomeMode }) {
  const reloading = useAccountIdParam();
  const location = useLocation();
  if (reloading) return <PageSpinner />;
  // Every arrival (a link, a guard's redirect, logout) starts from its own first sub-screen.
  return <HomeScreens key={location.key} mode={mode} />;
}

/** Navigation state that opens Home on a given sub-screen (leaving the reset screen uses it). */
interface HomeScreenState {
  screen?: HomeScreen;
}

function initialScreen(state: unknown): HomeScreen {
  const requested = (state as HomeScreenState | null)?.screen;
  if (requested) return requested;
  // Someone sent here from a protected page came to log in: skip the entry choices.
  return wantedPathOf(state) ? 'login' : 'access';
}

function HomeScreens({ mode }: { mode: HomeMode }) {
  const { role } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [screen, setScreen] = useState<HomeScreen>(() => initialScreen(location.state));
  const resetToken = searchParams.get('token');

  if (resetToken) {
    // Dropping the token from the address is a navigation, so the next screen travels in its state.
    const leaveReset = (next: HomeScreen) => {
      const state: HomeScreenState = { screen: next };
      setSearchParams({}, { replace: true, state });
    };
    return (
      <ResetPassword
        token={resetToken}
        onShowLogin={() => leaveReset('login')}
        onForgotPassword={() => leaveReset('forgot-password')}
      />
    );
  }

  // Logged in (including right after a successful login): go to the remembered page or the role's home.
  if (role) return <Navigate to={postLoginPath(role, wantedPathOf(location.state))} replace />;

  switch (screen) {
    case 'login':
      return <VendorLogin onForgotPassword={() => setScreen('forgot-password')} onBack={() => setScreen('access')} />;
    case 'forgot-password':
      return <ForgotPassword onBackToLogin={() => setScreen('login')} />;
    case 'access':
      return <VendorAccess mode={mode} onLogin={() => setScreen('login')} />;
  }
}
