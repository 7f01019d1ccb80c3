import { uiTexts } from '@zp/domain/texts/de/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/**
 * Guards a wizard step's unsaved fields (issue 16): while `unsaved`, a reload or closing the tab asks the
 * browser's own question (beforeunload), and a move to another page of the app asks "Ungespeicherte Änderungen
 * verwerfen?". Moving between the wizard's steps (same path, other `?step=`) is not guarded: the wizard saves on
 * Back and Next. Answers the dialog to render.
 */
export function useUnsavedGuard(unsaved: boolean): ReactNode {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium versions need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const proceeded = useRef(false);
  if (blocker.state !== 'blocked') proceeded.current = false;

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={uiTexts.unsavedTitle}
      text={uiTexts.unsavedText}
      confirmLabel={uiTexts.unsavedDiscard}
      cancelLabel={uiTexts.unsavedStay}
      destructive
      onConfirm={() => {
        proceeded.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!proceeded.current) blocker.reset?.();
      }}
    />
  );
}
