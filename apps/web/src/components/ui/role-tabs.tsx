import Box from '@mui/material/Box';
import { type Theme, useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';

export interface RoleTab {
  key: string;
  label: ReactNode;
  /** Whether the current role sees this tab (decided by the caller, e.g. with can()). */
  visible: boolean;
  content: ReactNode;
  /** Instead of showing content, act (e.g. "JETZT BUCHEN" navigates to /booking). */
  onSelect?: () => void;
  /**
   * Its visibility waits for a query. The caller shows the bar only when no tab is pending: a tab appearing late
   * would shift the `?tab=` index of every tab after it, and a tab just clicked would turn into its neighbour.
   */
  pending?: boolean;
}

export interface RoleTabsProps {
  tabs: readonly RoleTab[];
  /** Query parameter holding the index among the visible tabs; default "tab". */
  param?: string;
  'aria-label'?: string;
}

/**
 * Tabs whose active tab (an integer index among the visible tabs) lives in `?tab=`. From 900 px on they wrap onto as
 * many rows as they need, so that every tab is in sight (the operator's dashboard has more than twenty, which a single
 * scrolling row hid behind its arrows even at 1 400 px); on a phone they scroll sideways in one row.
 */
export function RoleTabs({ tabs, param = 'tab', 'aria-label': ariaLabel }: RoleTabsProps) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const idPrefix = useId();
  const visible = tabs.filter((tab) => tab.visible);
  const requested = Number.parseInt(searchParams.get(param) ?? '0', 10);
  const index = Number.isInteger(requested) && requested >= 0 && requested < visible.length ? requested : 0;
  const active = visible[index];

  const select = (next: number) => {
    const tab = visible[next];
    if (!tab) return;
    if (tab.onSelect) {
      tab.onSelect();
      return;
    }
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        params.set(param, String(next));
        return params;
      },
      { replace: true },
    );
  };

  if (!active) return null;
  return (
    <Box>
      <Tabs
        value={index}
        onChange={(_, next: number) => select(next)}
        variant={wide ? 'standard' : 'scrollable'}
        scrollButtons={wide ? false : 'auto'}
        allowScrollButtonsMobile={!wide}
        aria-label={ariaLabel}
        sx={{ borderBottom: 1, borderColor: 'divider', ...(wide ? WRAPPED : {}) }}
      >
        {visible.map((tab, i) => (
          <Tab
            key={tab.key}
            label={tab.label}
            value={i}
            id={`${idPrefix}-tab-${tab.key}`}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            data-testid={`tab-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${idPrefix}-panel-${active.key}`}
        aria-labelledby={`${idPrefix}-tab-${active.key}`}
        sx={{ pt: 3 }}
      >
        {active.content}
      </Box>
    </Box>
  );
}

/** The wrapped rows: the sliding indicator marks one row only, so the selected tab carries its own underline. */
const WRAPPED = {
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root.Mui-selected': {
    boxShadow: (theme: Theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
} as const;
