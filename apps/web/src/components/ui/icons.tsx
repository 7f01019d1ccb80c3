import type { SvgIconProps } from '@mui/material/SvgIcon';
import SvgIcon from '@mui/material/SvgIcon';

// Small inline icons (Material Design paths, Apache-2.0) so that no icon package is needed.
const PATHS = {
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  refresh:
    'M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z',
  arrowUp: 'm4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z',
  arrowDown: 'm20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z',
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
  upload: 'M5 20h14v-2H5zm0-10h4v6h6v-6h4l-7-7z',
  close:
    'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
} as const;

function PathIcon({ d, ...props }: SvgIconProps & { d: string }) {
  return (
    <SvgIcon {...props}>
      <path d={d} />
    </SvgIcon>
  );
}

export const MenuIcon = (props: SvgIconProps) => <PathIcon d={PATHS.menu} {...props} />;
export const RefreshIcon = (props: SvgIconProps) => <PathIcon d={PATHS.refresh} {...props} />;
export const ArrowUpIcon = (props: SvgIconProps) => <PathIcon d={PATHS.arrowUp} {...props} />;
export const ArrowDownIcon = (props: SvgIconProps) => <PathIcon d={PATHS.arrowDown} {...props} />;
export const ExpandMoreIcon = (props: SvgIconProps) => <PathIcon d={PATHS.expandMore} {...props} />;
export const SearchIcon = (props: SvgIconProps) => <PathIcon d={PATHS.search} {...props} />;
export const UploadIcon = (props: SvgIconProps) => <PathIcon d={PATHS.upload} {...props} />;
export const CloseIcon = (props: SvgIconProps) => <PathIcon d={PATHS.close} {...props} />;
