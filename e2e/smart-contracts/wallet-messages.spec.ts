import { test } from '../fixtures/index.ts';
import { DEMO, expect, loginAs, toast } from '../fixtures/journeys.ts';
import { installWallet } from '../lib/eip1193.ts';

test('without a browser wallet the wallet button says MetaMask is not installed', async ({ page, app }) => {
  await loginAs(page, app.mainUrl('/'), DEMO.issuer);
  const button = page.getByTestId('wallet-button');
  await expect(button).toHaveText('Wallet verbinden');
  await button.click();
  await expect(toast(page, 'MetaMask ist nicht installiert.')).toBeVisible();
  await expect(button).toHaveText('Wallet verbinden');
});

test('a request the user rejects in the wallet (4001) is reported as cancelled', async ({ page, app }) => {
  const wallet = await installWallet(page, { reject: ['eth_requestAccounts'] });
  await loginAs(page, app.mainUrl('/'), DEMO.issuer);
  const button = page.getByTestId('wallet-button');
  await button.click();
  await expect(toast(page, 'Transaktion wurde abgebrochen')).toBeVisible();
  await expect(button).toHaveText('Wallet verbinden');

  // Accepted the second time: connected, the button shows the account.
  wallet.rejectNext([]);
  await button.click();
  await expect(button).toHaveAttribute('data-account', wallet.address);
});
