import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The search parameter that carries a wizard's step, 1-based (`?step=3` is the third step). */
export const STEP_PARAM = 'step';

/** The 0-based step a search string asks for (`?step=3` → 2), or null when it names none. */
export function stepFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  const n = raw == null || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 ? n - 1 : null;
}

/**
 * The step a wizard opens on: the URL's step where it names one the user has reached (a reload, a bookmark, a
 * shared link), otherwise `saved` (e.g. the saved activeStep). A deep link to a later step opens the furthest
 * step allowed.
 */
export function openingStep(search: string, saved: number, furthest = saved): number {
  const asked = stepFromSearch(search);
  return asked == null ? saved : Math.max(0, Math.min(asked, furthest));
}

/** Marks a history entry that Next pushed (so the entry before it shows the previous step). */
interface StepState {
  wizardPushed?: boolean;
}

interface Options {
  /** The step on screen, 0-based. */
  step: number;
  /** The furthest step the user may open through the URL (deep links and Forward stop there). */
  furthest: number;
  /** Off: the URL is left alone (e.g. a preview). */
  enabled?: boolean;
  /**
   * The URL asks for another step (browser Back/Forward, an edited address): the wizard saves and moves there,
   * or stays and calls `replace(step)` (e.g. a Forward over a step that does not pass its check).
   */
  onRequest: (target: number) => void;
}

/**
 * Keeps a wizard's step in the URL (`?step=N`) and in the browser history: Next pushes an entry, the wizard's
 * Back returns to the entry Next pushed, and the browser's Back/Forward move between the visited steps instead of
 * leaving the wizard (issue 16).
 */
export function useStepUrl({ step, furthest, enabled = true, onRequest }: Options) {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ step, furthest, onRequest, location });
  latest.current = { step, furthest, onRequest, location };

  const show = (index: number, replace: boolean) => {
    if (!enabled) return;
    const { location: here } = latest.current;
    const search = new URLSearchParams(here.search);
    search.set(STEP_PARAM, String(index + 1));
    const state = { ...((here.state as object | null) ?? {}), wizardPushed: !replace };
    navigate({ pathname: here.pathname, search: `?${search}`, hash: here.hash }, { replace, state });
  };

  // A URL that names another step than the one on screen came from outside: Back/Forward or a typed address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per location (refs carry the rest)
  useEffect(() => {
    if (!enabled) return;
    const { step: current, furthest: max, onRequest: request, location: here } = latest.current;
    const asked = stepFromSearch(here.search);
    if (asked === current) return;
    const target = asked == null ? current : Math.max(0, Math.min(asked, max));
    if (target === current) show(current, true);
    else request(target);
  }, [location.key, enabled]);

  return {
    /** Next: a new history entry for `index`. */
    push: (index: number) => show(index, false),
    /** Corrections (a refused move, a jump to the step with errors): the current entry shows `index`. */
    replace: (index: number) => show(index, true),
    /** The wizard's Back to `index`: the entry before, where Next pushed this one; otherwise a replacement. */
    back: (index: number) => {
      const { location: here, step: current } = latest.current;
      const pushed = (here.state as StepState | null)?.wizardPushed === true;
      if (enabled && pushed && stepFromSearch(here.search) === current && index === current - 1) navigate(-1);
      else show(index, true);
    },
  };
}
