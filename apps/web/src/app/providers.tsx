import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { PortalThemeProvider } from './portal-theme-provider.tsx';
import { createQueryClient } from './query-client.ts';

export const TOAST_DURATION_MS = 3500;

/** Server state, the portal theme and toasts (top right, 3.5 s, spec 001 §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider>
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={3}
          preventDuplicate
        >
          {children}
        </SnackbarProvider>
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}
