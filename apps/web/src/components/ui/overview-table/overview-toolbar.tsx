import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shellTexts } from '@zp/domain/texts/de/shell';
import { uiTexts } from '@zp/domain/texts/de/ui';
import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, RefreshIcon } from '../icons.tsx';

interface Props {
  title?: ReactNode;
  actions?: ReactNode;
  isAscending: boolean;
  onToggleOrder: () => void;
  onReload: () => void;
  isFetching: boolean;
}

/** Title, order toggle (newest first by default), reload and the caller's own actions. */
export function OverviewToolbar({ title, actions, isAscending, onToggleOrder, onReload, isFetching }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
        {actions}
        <Button
          onClick={onToggleOrder}
          startIcon={isAscending ? <ArrowUpIcon /> : <ArrowDownIcon />}
          title={uiTexts.sortOrder}
          aria-pressed={isAscending}
          data-testid="overview-order"
        >
          {isAscending ? shellTexts.ascending : shellTexts.descending}
        </Button>
        {/* Not disabled while loading (the table shows its progress bar): a disabled button fading back in right
            after a load had too little contrast for a moment; a click meanwhile is simply ignored. */}
        <Button
          onClick={() => {
            if (!isFetching) onReload();
          }}
          startIcon={<RefreshIcon />}
          aria-busy={isFetching}
          data-testid="overview-reload"
        >
          {shellTexts.reload}
        </Button>
      </Stack>
    </Stack>
  );
}
