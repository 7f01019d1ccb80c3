import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  pending: boolean;
  testId?: string;
};

/** The form's submit button: shows progress and is disabled while the request runs. */
export function SubmitButton({ pending, disabled, children, testId, ...rest }: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      {...rest}
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : rest.startIcon}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
