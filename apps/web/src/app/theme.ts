import { deDE } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { contrastText, DEFAULT_PRIMARY, DEFAULT_SECONDARY, isHexColor } from '@zp/domain/theme/colors';

export interface ThemeColors {
  primaryColor?: string | null;
  secondaryColor?: string | null;
}

/** A usable CSS hex colour (with "#") or the fallback. */
function toColor(value: string | null | undefined, fallback: string): string {
  if (!value || !isHexColor(value)) return fallback;
  return value.startsWith('#') ? value : `#${value}`;
}

/** Orange as text on white: 5.3:1 (MUI's #ed6c02 is 3.0:1). */
const WARNING_TEXT = '#b24d00';

/** The MUI theme of a portal: its colours, text colours by luminance 186, Roboto, German component texts. */
export function createAppTheme(colors: ThemeColors = {}): Theme {
  const primary = toColor(colors.primaryColor, DEFAULT_PRIMARY);
  const secondary = toColor(colors.secondaryColor, DEFAULT_SECONDARY);
  return createTheme(
    {
      palette: {
        primary: { main: primary, contrastText: contrastText(primary) },
        secondary: { main: secondary, contrastText: contrastText(secondary) },
        // MUI's white text on its orange and light blue falls below WCAG AA (4.5:1): dark text on them (chips,
        // buttons); error and success keep white (≥ 4.5:1).
        warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
        info: { main: '#0288d1', contrastText: 'rgba(0, 0, 0, 0.87)' },
        background: { default: '#f5f6f8' },
      },
      typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
      components: {
        MuiButton: {
          defaultProps: { disableElevation: true },
          // an outlined or text button draws the orange itself as its text on white (3.0:1): a darker orange there
          // (5.3:1, WCAG AA), the border and hover tint in the same colour
          styleOverrides: {
            root: {
              variants: [
                {
                  props: { color: 'warning', variant: 'outlined' },
                  style: { color: WARNING_TEXT, borderColor: WARNING_TEXT },
                },
                { props: { color: 'warning', variant: 'text' }, style: { color: WARNING_TEXT } },
              ],
            },
          },
        },
        MuiTextField: { defaultProps: { size: 'small' } },
        // Spacing as flex gaps rather than margins: a row that wraps starts its next line flush left (with margins the
        // wrapped item kept its left margin and sat indented).
        MuiStack: { defaultProps: { useFlexGap: true } },
      },
    },
    deDE,
  );
}
