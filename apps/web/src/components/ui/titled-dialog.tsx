import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

/** A full-width dialog labelled by its title; the children are its content and actions. */
export function TitledDialog({
  open,
  onClose,
  title,
  maxWidth = 'sm',
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
