import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** The submit button of a settings form: disabled with a spinner while it saves. */
export function SaveButton({
  pending,
  testid,
  children,
}: {
  pending: boolean;
  testid: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
      sx={{ alignSelf: 'flex-start' }}
      data-testid={testid}
    >
      {children}
    </Button>
  );
}
