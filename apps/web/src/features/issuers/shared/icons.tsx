import type { SvgIconProps } from '@mui/material/SvgIcon';
import SvgIcon from '@mui/material/SvgIcon';

// Inline icons of the issuers area (Material Design paths, Apache-2.0).
const PATHS = {
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
  send: 'M2.01 21 23 12 2.01 3 2 10l15 2-15 2z',
} as const;

function PathIcon({ d, ...props }: SvgIconProps & { d: string }) {
  return (
    <SvgIcon {...props}>
      <path d={d} />
    </SvgIcon>
  );
}

export const DownloadIcon = (props: SvgIconProps) => <PathIcon d={PATHS.download} {...props} />;
export const AddIcon = (props: SvgIconProps) => <PathIcon d={PATHS.add} {...props} />;
export const DeleteIcon = (props: SvgIconProps) => <PathIcon d={PATHS.delete} {...props} />;
export const SendIcon = (props: SvgIconProps) => <PathIcon d={PATHS.send} {...props} />;
