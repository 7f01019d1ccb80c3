import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { createAppTheme } from './theme.ts';
import { useBrand } from './use-brand.ts';
import { useDocumentBranding } from './use-document-branding.ts';

/** Themes everything below with the portal's colours and brands the browser tab. */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { primaryColor, secondaryColor } = brand;
  const theme = useMemo(
    () => createAppTheme({ primaryColor, secondaryColor }),
    [primaryColor, secondaryColor],
  );
  useDocumentBranding(brand, theme.palette.primary.main);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
