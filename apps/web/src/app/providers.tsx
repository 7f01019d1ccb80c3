import { styled } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { seedPrerenderedQueries } from '../api/prerender.ts';
import { PortalThemeProvider } from './portal-theme-provider.tsx';
import { createQueryClient } from './query-client.ts';

export const TOAST_DURATION_MS = 3500;

/**
 * notistack's own colours put white text on green, orange and light blue below WCAG AA's 4.5:1 (axe "serious"):
 * darker shades keep the meaning and reach at least 4.5:1 with white.
 */
const ToastContent = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32', color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828', color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8c4a00', color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0b5cad', color: '#fff' },
}));
const TOAST_COMPONENTS = {
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
  default: ToastContent,
};

/** Server state, the portal theme and toasts (top right, 3.5 s, spec 001 §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => seedPrerenderedQueries(createQueryClient()));
  return (
    <QueryClientProvider client={queryClient}>
      <PortalThemeProvider>
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={3}
          preventDuplicate
          Components={TOAST_COMPONENTS}
        >
          {children}
        </SnackbarProvider>
      </PortalThemeProvider>
    </QueryClientProvider>
  );
}
