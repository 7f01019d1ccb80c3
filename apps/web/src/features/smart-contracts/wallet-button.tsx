import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { can } from '@zp/domain/auth/permissions';
import type { Role } from '@zp/domain/auth/roles';
import { walletTexts as t } from '@zp/domain/texts/de/wallet';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { hasTokenizedProductQuery } from '../../api/products.ts';
import {
  connectWallet,
  shortAddress,
  switchToChain,
  usePageToken,
  useWalletAccount,
  walletErrorMessage,
  watchToken,
} from '../../lib/wallet.ts';

/** `GET /product/has-tokenized-product` → whether the investor holds (or may hold) a tokenized product. */
function useHasTokenizedProduct(enabled: boolean) {
  return useQuery({ ...hasTokenizedProductQuery(enabled), staleTime: 5 * 60_000 });
}

const fail = (error: unknown) => enqueueSnackbar(walletErrorMessage(error), { variant: 'error' });

/** On one line, smaller on a phone: the bar there also holds the logo and the menu. */
const ONE_LINE = {
  whiteSpace: 'nowrap',
  flexShrink: 0,
  fontSize: { xs: '0.75rem', md: '0.875rem' },
  px: { xs: 1, md: 2 },
} as const;

/**
 * The top-bar wallet button (spec 001 §2: issuers, and investors with a tokenized product): "Wallet verbinden",
 * once connected the shortened address with a menu to switch to the platform's network and add the token of the
 * page being shown (smart contract overview, subscription detail).
 */
export default function WalletButton({ role }: { role: Role }) {
  const needsToken = !can(role, 'wallet.connectWithoutToken');
  const hasToken = useHasTokenizedProduct(needsToken);
  const account = useWalletAccount();
  const token = usePageToken();
  const [busy, setBusy] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (needsToken && hasToken.data !== true) return null;

  const run = async (action: () => Promise<void>) => {
    setAnchor(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const connect = () =>
    run(async () => {
      await connectWallet();
      await switchToChain();
    });
  const switchNetwork = () =>
    run(async () => {
      const chain = await switchToChain();
      enqueueSnackbar(t.networkSwitched(chain.chainName), { variant: 'success' });
    });
  const addToken = () =>
    run(async () => {
      if (!token) return;
      await switchToChain();
      if (await watchToken(token)) enqueueSnackbar(t.tokenAdded, { variant: 'success' });
    });
  const copy = () =>
    run(async () => {
      if (!account) return;
      await navigator.clipboard?.writeText(account);
      enqueueSnackbar(t.addressCopied, { variant: 'info' });
    });

  if (!account)
    return (
      <Button
        color="inherit"
        variant="outlined"
        onClick={() => void connect()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={ONE_LINE}
        data-testid="wallet-button"
      >
        {t.connect}
      </Button>
    );
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
        title={account}
        aria-label={t.connected(shortAddress(account))}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ ...ONE_LINE, fontFamily: 'monospace', textTransform: 'none' }}
        data-testid="wallet-button"
        data-account={account}
      >
        {shortAddress(account)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void switchNetwork()} data-testid="wallet-switch-network">
          {t.switchNetwork}
        </MenuItem>
        {token && (
          <MenuItem onClick={() => void addToken()} data-testid="wallet-add-token">
            {`${t.addToken} (${token.symbol})`}
          </MenuItem>
        )}
        <MenuItem onClick={() => void copy()} data-testid="wallet-copy-address">
          {t.copyAddress}
        </MenuItem>
      </Menu>
    </>
  );
}
