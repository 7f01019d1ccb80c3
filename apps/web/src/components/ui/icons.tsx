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
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  copy: 'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  send: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z',
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  rocket:
    'M12 2.5s4.5 2.04 4.5 10.5c0 2.49-1.04 5.57-1.6 7H9.1c-.56-1.43-1.6-4.51-1.6-7C7.5 4.54 12 2.5 12 2.5m2 8.5c0-1.1-.9-2-2-2s-2 .9-2 2 .9 2 2 2 2-.9 2-2m-6.31 9.52c-.48-1.23-1.52-4.17-1.67-6.87l-1.13.75c-.56.38-.89 1-.89 1.67V22zM20 22v-5.93c0-.67-.33-1.29-.89-1.66l-1.13-.75c-.15 2.69-1.2 5.64-1.67 6.87z',
  arrowBack: 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z',
  // a speech bubble with two lines of text
  chat: 'M6 3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-7l-5 4v-4.17A3 3 0 0 1 3 14V6a3 3 0 0 1 3-3m1 5v2h10V8zm0 4v2h7v-2z',
  doc: 'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
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
export const DownloadIcon = (props: SvgIconProps) => <PathIcon d={PATHS.download} {...props} />;
export const AddIcon = (props: SvgIconProps) => <PathIcon d={PATHS.add} {...props} />;
export const CopyIcon = (props: SvgIconProps) => <PathIcon d={PATHS.copy} {...props} />;
export const CheckIcon = (props: SvgIconProps) => <PathIcon d={PATHS.check} {...props} />;
export const DeleteIcon = (props: SvgIconProps) => <PathIcon d={PATHS.delete} {...props} />;
export const SendIcon = (props: SvgIconProps) => <PathIcon d={PATHS.send} {...props} />;
export const LockIcon = (props: SvgIconProps) => <PathIcon d={PATHS.lock} {...props} />;
export const RocketIcon = (props: SvgIconProps) => <PathIcon d={PATHS.rocket} {...props} />;
export const ArrowBackIcon = (props: SvgIconProps) => <PathIcon d={PATHS.arrowBack} {...props} />;
export const DocIcon = (props: SvgIconProps) => <PathIcon d={PATHS.doc} {...props} />;
export const ChatIcon = (props: SvgIconProps) => <PathIcon d={PATHS.chat} {...props} />;
