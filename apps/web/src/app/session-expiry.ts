import { accountTexts } from '@zp/domain/texts/de/accounts';
import { enqueueSnackbar } from 'notistack';
import { paths, routes } from '../config/paths.ts';
import { setSessionExpiredHandler } from '../lib/api.ts';
import { router } from './router.tsx';

/** When a 401 could not be healed by a token refresh: say so once and return to login with `?next=`. */
export function installSessionExpiryHandler(): void {
  setSessionExpiredHandler(() => {
    enqueueSnackbar(accountTexts.sessionExpired, { variant: 'warning' });
    const { pathname, search, hash } = window.location;
    if (pathname === routes.login) return;
    void router.navigate(paths.login(`${pathname}${search}${hash}`), { replace: true });
  });
}
