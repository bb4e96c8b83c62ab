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

function HomeScreens({ mode }: { mode: HomeMode }) {
  const { role } = useAuth();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = wantedPathOf(location.state);
  // Someone sent here from a protected page came to log in: skip the entry choices.
  const [screen, setScreen] = useState<HomeScreen>(wanted ? 'login' : 'access');
  const resetToken = searchParams.get('token');

  if (resetToken) {
    const leaveReset = (next: HomeScreen) => {
      setScreen(next);
      setSearchParams({}, { replace: true });
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
  if (role) return <Navigate to={postLoginPath(role, wanted)} replace />;

  switch (screen) {
    case 'login':
      return <VendorLogin onForgotPassword={() => setScreen('forgot-password')} onBack={() => setScreen('access')} />;
    case 'forgot-password':
      return <ForgotPassword onBackToLogin={() => setScreen('login')} />;
    case 'access':
      return <VendorAccess mode={mode} onLogin={() => setScreen('login')} />;
  }
}
