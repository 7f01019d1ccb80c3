import http from 'node:http';
import type { Hex } from 'viem';
import { hostRequest } from '../fixtures/accounts.ts';
import { setClock } from '../fixtures/clock.ts';
import { test } from '../fixtures/index.ts';
import {
  berlinDate,
  DEMO,
  DEMO_PASS,
  expect,
  loginAs,
  retype,
  runTag,
  toast,
  typeMoney,
} from '../fixtures/journeys.ts';
import { docxFile, pdfFile, type UploadFile } from '../fixtures/office-files.ts';
import { appPort } from '../fixtures/urls.ts';
import {
  moneyInput,
  startSubscription,
  submitZeichnung,
  zeichnungNext,
} from '../fixtures/zeichnung-wizard.ts';
import { addressOf, appChain, installWallet, TEST_KEYS, tokenBalance } from '../lib/eip1193.ts';

const ISSUER_WALLET = addressOf(TEST_KEYS.issuer);
const INVESTOR_WALLET = addressOf(TEST_KEYS.investor);
const EUROS = 1500;

/** Signs in through the API on the main site; the bearer token. */
async function apiLogin(email: string): Promise<{ token: string; issuerId?: number }> {
  const answer = await hostRequest<{ access: string; issuer?: { id: number } }>('POST', '/api/login', {
    body: { email, password: DEMO_PASS },
  });
  if (answer.status !== 200)
    throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: answer.body.access, issuerId: answer.body.issuer?.id };
}

/** A multipart PUT on the main site (the product wizard's save with documents), through node:http. */
async function putForm(
  path: string,
  token: string,
  fields: Record<string, unknown>,
  files: Record<string, UploadFile>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [k, f] of Object.entries(files))
    form.append(k, new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
  const encoded = new Request('http://localhost/', { method: 'PUT', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: appPort(),
        method: 'PUT',
        path,
        headers: {
          host: `localhost:${appPort()}`,
          authorization: `Bearer ${token}`,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          data += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The tokenized product (kind 1) as the issuer's product wizard leaves it when "Produkt erstellen" is clicked
 * (that wizard is walked through in the browser by products/issuer-and-product.spec.ts): the owner of the token
 * supply is the issuer's wallet. Finishing it creates its smart contract (status C).
 */
async function finishedTokenProduct(issuerToken: string, issuerId: number, tag: string) {
  const created = await hostRequest<{ id: number }>('POST', '/api/product/create', {
    token: issuerToken,
    body: { issuer: issuerId },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id;
  const name = `Token-Anleihe E2E ${tag}`;
  const saved = await putForm(
    `/api/product/${id}/update`,
    issuerToken,
    {
      kind: 1,
      name,
      description: 'Tokenisierte Anleihe für eine Solaranlage (E2E)',
      securityType: 0,
      wkn: `T${tag.slice(0, 5)}`,
      volume: 100000,
      minInvestment: 500,
      volumeInterval: 100,
      withInterest: true,
      interest: 5,
      paymentsPerYear: 1,
      contractStart: '2040-01-15',
      initialDistribution: '2041-01-15',
      duration: '2044-01-15',
      paybackDate: '2044-01-15',
      contractEnd: '2044-01-15',
      isShown: true,
      owner: ISSUER_WALLET,
      tokenName: `E2EToken${tag}`,
      symbol: tag.slice(0, 5),
      status: 'F',
    },
    {
      zeichnungsschein: docxFile('Zeichnungsschein.docx', [
        `Zeichnungsschein ${name}`,
        '{anrede} {vorname} {nachname}, Betrag: {betrag} (in Worten: {betrag_in_worten}), {datum}',
      ]),
      customerInformation: pdfFile('Kundeninformation.pdf'),
      notInUSA: pdfFile('Nicht-US-Person.pdf'),
      bondConditions: pdfFile('Anleihebedingungen.pdf'),
    },
  );
  expect(saved.status, saved.body).toBe(200);
  const contract = await hostRequest<{ id: number; status: string; owner: string; numberOfTokens: number }>(
    'GET',
    `/api/smartcontract/product/${id}`,
    { token: issuerToken },
  );
  expect(contract.status, JSON.stringify(contract.body)).toBe(200);
  expect(contract.body).toMatchObject({ status: 'C', owner: ISSUER_WALLET, numberOfTokens: 100000 });
  return { id, name, contractId: contract.body.id };
}

test('the issuer asks for deployment, the operator deploys, the investor subscribes with its wallet and the issuer transfers the tokens', async ({
  browser,
  app,
}) => {
  test.setTimeout(150_000);
  const tag = runTag();
  const { token: issuerToken, issuerId } = await apiLogin(DEMO.issuer);
  const product = await finishedTokenProduct(issuerToken, issuerId!, tag);

  // --- The issuer sees the contract (C) on the product and asks the operator to deploy it -------------------
  const issuerContext = await browser.newContext();
  const issuer = await issuerContext.newPage();
  await loginAs(issuer, app.mainUrl('/'), DEMO.issuer);
  await issuer.goto(app.mainUrl(`/product/${product.id}`));
  const panel = issuer.getByTestId('product-contract');
  await expect(panel).toHaveAttribute('data-status', 'C');
  await panel.getByTestId('product-deploy-request').click();
  const request = issuer.getByRole('dialog', { name: 'Deployment anfragen' });
  await request.getByTestId('deploy-request-message').fill(`Bitte ${product.name} bereitstellen.`);
  await request.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Anfrage erfolgreich versendet')).toBeVisible();
  await expect(request).toBeHidden();

  // --- The operator deploys from the smart contract's overview and sees it deployed ---------------------------
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, app.mainUrl('/'), DEMO.admin);
  await admin.goto(app.mainUrl(`/smartcontract-overview/${product.contractId}`));
  const deploySection = admin.getByTestId('deploy-section');
  await expect(deploySection.getByTestId('deploy-requested')).toBeVisible();
  await deploySection.getByTestId('deploy-button').click();
  await admin.getByRole('dialog').getByTestId('confirm-ok').click();
  await expect(deploySection.getByTestId('deployed-notice')).toBeVisible({ timeout: 30_000 });
  await expect(admin.getByTestId('smart-contract-status').first()).not.toContainText('Erstellt');
  await adminContext.close();
  const deployed = await hostRequest<{ status: string; ethAddress: Hex; txHash: string }>(
    'GET',
    `/api/smartcontract/${product.contractId}`,
    { token: issuerToken },
  );
  expect(deployed.body).toMatchObject({
    status: 'D',
    ethAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
  });
  const token = deployed.body.ethAddress;
  expect(await tokenBalance(token, ISSUER_WALLET)).toBe(100000n);

  // --- The provider releases the product for subscription -----------------------------------------------------
  const superContext = await browser.newContext();
  const superuser = await superContext.newPage();
  await loginAs(superuser, app.mainUrl('/'), DEMO.superuser);
  await superuser.goto(app.mainUrl(`/product/${product.id}`));
  await superuser.getByTestId('product-release').click();
  // "Freigeben" asks first (issue 16)
  await superuser.getByRole('dialog', { name: 'Produkt freigeben' }).getByTestId('confirm-ok').click();
  await expect(toast(superuser, 'Produkt wurde zur Zeichnung freigegeben')).toBeVisible();
  await superContext.close();

  // --- The investor subscribes, taking the wallet address from its browser wallet -----------------------------
  const investorContext = await browser.newContext();
  const investor = await investorContext.newPage();
  const investorWallet = await installWallet(investor, { privateKey: TEST_KEYS.investor });
  await loginAs(investor, app.portalUrl('investor', 'demo', '/'), DEMO.investor);
  await startSubscription(investor, product.name);
  await zeichnungNext(investor, 0, 'step-details');
  await typeMoney(moneyInput(investor.getByTestId('zeichnung-amount')), String(EUROS));
  await investor.getByTestId('zeichnung-transfer-date').fill(berlinDate(1));
  await investor.getByTestId('zeichnung-own-funds').check();
  await investor.getByTestId('zeichnung-enough-cash').check();
  await zeichnungNext(investor, 1, 'step-bank');
  const walletField = investor.getByTestId('zeichnung-ethAddress');
  await investor.getByTestId('zeichnung-ethAddress-from-wallet').click();
  await expect(walletField).toHaveValue(INVESTOR_WALLET);
  expect(investorWallet.methods()).toContain('eth_requestAccounts');
  await retype(investor.getByTestId('zeichnung-bankIban'), DEMO.investorIban);
  await zeichnungNext(investor, 2, 'step-overview');
  await expect(investor.getByTestId('step-overview')).toContainText(INVESTOR_WALLET);
  for (const n of [1, 2, 3]) {
    const receipt = investor.getByTestId(`receipt-${n}`);
    if (await receipt.count()) await receipt.check();
  }
  const zeichnungId = await submitZeichnung(investor, product.name);
  // Before the transfer the investor sees neither the issuer's transfer section nor a token of its own.
  await expect(investor.getByTestId('token-transfer')).toHaveCount(0);
  await expect(investor.getByTestId('investor-token')).toHaveCount(0);

  // --- The issuer accepts, records the payment and transfers the tokens with its wallet ------------------------
  const wallet = await installWallet(issuer, {
    privateKey: TEST_KEYS.issuer,
    startChainId: '0x89',
    unknownChain: true,
  });
  await issuer.goto(app.mainUrl(`/zeichnung-overview/${zeichnungId}`));
  const actions = issuer.getByTestId('zeichnung-actions');
  const transferButton = issuer.getByTestId('tokens-transfer-button');
  await expect(transferButton).toBeDisabled(); // neither accepted nor paid yet
  await actions.getByTestId('accept-button').click();
  const acceptDialog = issuer.getByRole('dialog', { name: 'Zeichnung annehmen' });
  await acceptDialog.getByTestId('acceptor-name').fill('Ingo Emittent');
  await acceptDialog.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Erfolg! Zeichnung wurde erfolgreich angenommen.')).toBeVisible();
  await expect(transferButton).toBeDisabled(); // not paid yet
  await actions.getByTestId('paid-button').click();
  const paidDialog = issuer.getByRole('dialog', { name: 'Überweisung ist eingegangen' });
  await paidDialog.getByTestId('transfer-acceptor-name').fill('Ingo Emittent');
  await paidDialog.getByTestId('confirm-ok').click();
  await expect(toast(issuer, 'Erfolg! Überweisung ist eingegangen.')).toBeVisible();

  // Tokens wait for the end of the investor's 14-day withdrawal period (issue 16, docs/decisions/012): the
  // platform clock is moved past it for the transfer (loopback dev route) and back right after.
  await expect(transferButton).toBeDisabled();
  await expect(issuer.getByTestId('token-transfer-hint')).toContainText('nach Ablauf der Widerrufsfrist');
  await setClock(new Date(Date.now() + 15 * 86_400_000));
  try {
    await issuer.reload();
    await expect(transferButton).toBeEnabled();
    await transferButton.click();
    const transferDialog = issuer.getByRole('dialog');
    await expect(transferDialog).toContainText(INVESTOR_WALLET);
    await transferDialog.getByTestId('confirm-ok').click();
    await expect(toast(issuer, 'Erfolg! Tokens wurden transferiert.')).toBeVisible({ timeout: 30_000 });
  } finally {
    await setClock(null);
  }
  await expect(issuer.getByTestId('tokens-transferred')).toContainText('Ingo Emittent');
  await expect(issuer.getByTestId('wallet-button')).toHaveAttribute('data-account', ISSUER_WALLET);
  // The wallet was on another network that did not know the app's chain: switched (4902), added, switched.
  const methods = wallet.methods();
  expect(methods).toEqual(
    expect.arrayContaining(['eth_requestAccounts', 'wallet_addEthereumChain', 'eth_sendTransaction']),
  );
  const chain = await appChain();
  const added = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain');
  expect((added?.params as { chainId: string }[] | undefined)?.[0]).toMatchObject({
    chainId: `0x${chain.chainId.toString(16)}`,
    chainName: chain.chainName,
  });
  await issuerContext.close();

  // --- The investor sees the transfer and adds the token to its wallet (wallet_watchAsset) -------------------
  await investor.reload();
  await expect(investor.getByTestId('investor-token').getByTestId('tokens-transferred')).toBeVisible();
  await expect(investor.getByTestId('token-transfer')).toHaveCount(0);
  await investor.getByTestId('add-token-button').click();
  await expect(toast(investor, 'Token wurde zur Wallet hinzugefügt.')).toBeVisible();
  const watched = investorWallet.calls.find((c) => c.method === 'wallet_watchAsset');
  expect(watched?.params).toMatchObject({ type: 'ERC20', options: { address: token, decimals: 0 } });
  await investorContext.close();

  // --- On chain: the investor's wallet holds exactly the subscribed volume -------------------------------------
  expect(await tokenBalance(token, INVESTOR_WALLET)).toBe(BigInt(EUROS));
  expect(await tokenBalance(token, ISSUER_WALLET)).toBe(BigInt(100000 - EUROS));
  const z = await hostRequest<{ tokensTransfered: boolean }>('GET', `/api/zeichnung/${zeichnungId}`, {
    token: issuerToken,
  });
  expect(z.body).toMatchObject({ tokensTransfered: true });
});
