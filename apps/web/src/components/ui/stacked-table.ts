import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Below 600 px a row is a block of its own and each cell a line "label … value" (the label from the cell's
 * `data-label`, drawn by CSS so that it is no part of the cell's text): a phone reads every column without scrolling
 * sideways. The header stays in the document for assistive technology, out of sight.
 */
export const STACKED_ON_PHONE: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tbody tr': { display: 'block' },
    '& tbody tr': { py: 1, borderBottom: 1, borderColor: 'divider' },
    '& tbody td': { display: 'block', border: 0 },
    // a cell that only labels a row on the desktop (a totals row's "Netto" beside its amount, which carries the label
    // itself) or stays empty
    '& tbody td[data-stacked-hidden]': { display: 'none' },
    '& tbody td[data-label]': {
      display: 'flex',
      // MUI reverses a right-aligned cell's flex row (for its sort label): the label stays on the left
      flexDirection: 'row',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 2,
      py: 0.25,
      px: 0.5,
      textAlign: 'right',
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 600,
      textAlign: 'left',
      flexShrink: 0,
      color: 'text.secondary',
    },
  },
});
