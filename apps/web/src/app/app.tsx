import { RouterProvider } from 'react-router';
import { installTokenRefresh } from '../lib/token-refresh.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ConnectivityGate, PortalGate } from './gates.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';
import { installSessionExpiryHandler } from './session-expiry.ts';

installSessionExpiryHandler();
installTokenRefresh();

const goHome = () => void router.navigate('/', { replace: true });

export function App() {
  return (
    // The outer boundary is the last resort if a provider itself fails; the inner one is themed.
    <ErrorBoundary onReset={goHome}>
      <AppProviders>
        <ErrorBoundary onReset={goHome}>
          <ConnectivityGate>
            <PortalGate>
              <RouterProvider router={router} />
            </PortalGate>
          </ConnectivityGate>
        </ErrorBoundary>
      </AppProviders>
    </ErrorBoundary>
  );
}
