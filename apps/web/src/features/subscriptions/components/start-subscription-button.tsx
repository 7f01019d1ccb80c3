import Button, { type ButtonProps } from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import { enqueueSnackbar } from 'notistack';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createZeichnung, zeichnungKeys, zeichnungQuery } from '../../../api/subscriptions.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { subTexts as t } from '../texts.ts';

type ProductId = number | string;

// The dialogs load at the first "Jetzt zeichnen" of an investor, not with the product page (issue 22).
const StartSubscriptionDialogs = lazy(() => import('./start-subscription-dialogs.tsx'));

export interface StartSubscription {
  /**
   * Investors: the confirmation, then `POST /zeichnung/create` and the wizard. Signed out: the sign-in page,
   * returning to the page it was started from (the offer). Everyone else: the wizard in demo mode.
   */
  start: (productId: ProductId) => void;
  /** The confirmation and error dialogs: render them once next to whatever calls `start`. */
  dialogs: ReactNode;
  /** Whether `start` begins a real subscription (investor) rather than the demo (or sign-in). */
  isInvestor: boolean;
  isSignedIn: boolean;
}

/**
 * Starting a subscription (spec 000 §4), for buttons and for rows of the product list: investors confirm, then
 * `POST /zeichnung/create` opens the wizard (an open subscription of the same product is continued); a product
 * not released shows an error dialog.
 */
export function useStartSubscription(): StartSubscription {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ProductId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const isInvestor = can(session?.role, 'zeichnung.subscribe');

  const create = async () => {
    if (session?.investorId == null || confirming === null) return false;
    try {
      const zeichnung = await createZeichnung(confirming, session.investorId);
      queryClient.setQueryData(zeichnungQuery(zeichnung.id).queryKey, zeichnung);
      void queryClient.invalidateQueries({ queryKey: zeichnungKeys.all, refetchType: 'none' });
      navigate(paths.zeichnung({ id: zeichnung.id }), { state: { zeichnungId: zeichnung.id } });
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setProblem(error.detail || t.notReleased);
        return true;
      }
      if (isApiError(error) && error.kind !== 'network') enqueueSnackbar(error.detail, { variant: 'error' });
      return false;
    }
  };

  const start = (productId: ProductId) => {
    // Signed out: sign in (or sign up) and come back to the page the visitor started from (the offer).
    if (!session) navigate(paths.login(`${location.pathname}${location.search}`));
    else if (isInvestor) {
      setDialogsWanted(true);
      setConfirming(productId);
    } else navigate(paths.zeichnung({ product: productId, demo: 1 }));
  };

  const dialogs = dialogsWanted && (
    <Suspense fallback={null}>
      <StartSubscriptionDialogs
        confirming={confirming !== null}
        problem={problem}
        onConfirm={create}
        onCloseConfirm={() => setConfirming(null)}
        onCloseProblem={() => setProblem(null)}
      />
    </Suspense>
  );

  return { start, dialogs, isInvestor, isSignedIn: session !== null };
}

export interface StartSubscriptionButtonProps extends Omit<ButtonProps, 'onClick'> {
  productId: ProductId;
  /** Button label; default "Jetzt zeichnen" (investors, signed-out visitors) or the demo label (others). */
  label?: string;
}

/**
 * "Jetzt zeichnen" (spec 000 §4): investors confirm and the subscription starts; signed-out visitors sign in first;
 * every other role opens the wizard in demo mode.
 */
export function StartSubscriptionButton({ productId, label, ...buttonProps }: StartSubscriptionButtonProps) {
  const { start, dialogs, isInvestor, isSignedIn } = useStartSubscription();
  return (
    <>
      <Button
        variant="contained"
        data-testid="zeichnung-start"
        {...buttonProps}
        onClick={() => start(productId)}
      >
        {label ?? (isInvestor || !isSignedIn ? t.start : t.startDemo)}
      </Button>
      {dialogs}
    </>
  );
}
