// Issue 16 "Paying": after the acceptance the investor is told where to pay — in the mail, on the subscription
// detail and on the home page — and the GiroCode scans to the EPC payload with the right IBAN, amount, reference.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { hostRequest } from '../fixtures/accounts.ts';
import { expect, expectAccessible, mailbox, mainUrl, portalUrl, test } from '../fixtures/index.ts';
import { DEMO, DEMO_PASS, loginAs } from '../fixtures/journeys.ts';

interface Payment {
  status: string;
  amount: number;
  account: { accountHolder: string; iban: string; ibanFormatted: string; bic: string } | null;
  reference: string;
  referenceFormatted: string;
  deadline: string;
  epcPayload: string | null;
}
interface Row {
  id: number;
  status: string;
  productName: string;
  volume: number;
  investorEmail: string | null;
  payment?: Payment | null;
}

async function apiLogin(email: string): Promise<string> {
  const answer = await hostRequest<{ access: string }>('POST', '/api/login', {
    body: { email, password: DEMO_PASS },
  });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
  return answer.body.access;
}

/** The QR code of an <img> with a PNG data URL, read back with jsQR. */
async function decodeQr(src: string): Promise<string | null> {
  const base64 = src.replace(/^data:image\/png;base64,/, '');
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');

test('the investor sees where and how to pay after the acceptance, with a scannable GiroCode', async ({
  page,
}) => {
  // The demo investor's subscription "in acceptance" (Solarpark, 2 000 €) is accepted by the provider.
  const superuser = await apiLogin(DEMO.superuser);
  const list = await hostRequest<{ results: Row[] }>('GET', '/api/zeichnung/?status=F&page=1', {
    token: superuser,
  });
  const open = list.body.results.find(
    (r) => r.productName === DEMO.products.solar && r.investorEmail === DEMO.investor && r.volume === 2000,
  );
  expect(open, 'the demo subscription in status F').toBeTruthy();
  const before = await hostRequest<Row>('GET', `/api/zeichnung/${open!.id}`, { token: superuser });
  expect(before.body.payment).toBeNull();

  const afterId = await mailbox.lastId();
  const accepted = await hostRequest<Row>('PUT', `/api/zeichnung/${open!.id}/update`, {
    token: superuser,
    body: { status: 'A', acceptor: 'Frau Sachbearbeiterin' },
  });
  expect(accepted.status).toBe(200);
  const payment = accepted.body.payment!;
  expect(payment).toMatchObject({
    status: 'open',
    account: { accountHolder: 'Treuhand Demo GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
  });
  expect(payment.amount).toBeGreaterThanOrEqual(2000);
  expect(payment.reference).toMatch(new RegExp(`^RF\\d{2}ZP${open!.id}$`));

  // The acceptance mail: amount, account, reference, deadline.
  const mail = await mailbox.waitFor({
    to: DEMO.investor,
    subject: 'Ihre Zeichnung wurde angenommen',
    afterId,
  });
  for (const part of [
    'IBAN: DE89 3704 0044 0532 0130 00',
    'BIC: COBADEFFXXX',
    'Kontoinhaber: Treuhand Demo GmbH',
    `Verwendungszweck: ${payment.referenceFormatted}`,
    `Zahlbar bis: ${dmy(payment.deadline)}`,
  ])
    expect(mail.text).toContain(part);
  expect(mail.text).toMatch(/Betrag: [\d.]+,\d{2}\s€ \(inklusive Agio und Stückzinsen\)/);

  // The investor's home lists it under "Offene Zahlungen".
  await loginAs(page, portalUrl('investor', 'demo'), DEMO.investor);
  const section = page.getByTestId('open-payments');
  await expect(section.getByRole('heading', { name: 'Offene Zahlungen' })).toBeVisible();
  const card = page.getByTestId(`open-payment-${open!.id}`);
  await expect(card).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(card).toContainText(payment.referenceFormatted);
  await expect(card).toContainText(dmy(payment.deadline));
  await expect(card.getByTestId('payment-status')).toHaveText('offen');
  await expect(card.getByTestId('payment-qr')).toBeVisible();
  await expectAccessible(page, 'investor home with open payments');

  // The subscription detail: the "Zahlungsinformationen" card and its GiroCode.
  await card.getByRole('link', { name: 'Zur Zeichnung' }).click();
  await expect(page.getByTestId('zeichnung-overview')).toBeVisible();
  const info = page.getByTestId('payment-card');
  await expect(info.getByRole('heading', { name: 'Zahlungsinformationen' })).toBeVisible();
  await expect(info).toContainText('Treuhand Demo GmbH');
  await expect(info).toContainText('COBADEFFXXX');
  await expect(info).toContainText(payment.referenceFormatted);
  const qr = info.getByTestId('payment-qr');
  await expect(qr).toBeVisible();
  const decoded = await decodeQr((await qr.getAttribute('src')) ?? '');
  expect(decoded).toBe(payment.epcPayload);
  const lines = decoded!.split('\n');
  expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
  expect(lines[4]).toBe('COBADEFFXXX');
  expect(lines[5]).toBe('Treuhand Demo GmbH');
  expect(lines[6]).toBe('DE89370400440532013000');
  expect(lines[7]).toBe(`EUR${payment.amount.toFixed(2)}`);
  expect(lines[9]).toBe(payment.reference);
  await expectAccessible(page, 'subscription detail with payment instructions');
});

test('the receiving account is checked in the issuer form (ibantools) and the wizard says which account applies', async ({
  page,
}) => {
  const superuser = await apiLogin(DEMO.superuser);
  // The demo product in creation (apps/server/src/seed/demo-products.ts), of the demo issuer.
  const products = await hostRequest<{
    results: { id: number; name: string; status: string; issuerId: number }[];
  }>('GET', `/api/product/?page=1&name=${encodeURIComponent('Ladepark')}`, { token: superuser });
  const draft = products.body.results.find(
    (p) => p.status === 'O' && p.name.startsWith('Ladepark Rhein-Main'),
  );
  expect(draft, 'the demo product in creation').toBeTruthy();

  await loginAs(page, mainUrl('/'), DEMO.superuser);
  await page.goto(mainUrl(`/issuer/${draft!.issuerId}`));
  const iban = page.getByTestId('issuer-paymentIban');
  await expect(iban).toHaveValue('DE89370400440532013000');
  await iban.fill('DE89370400440532013001');
  await iban.press('Tab');
  await expect(page.getByText('Bitte geben Sie eine gültige IBAN ein.')).toBeVisible();
  await expectAccessible(page, 'issuer form with the receiving account');

  await page.goto(mainUrl(`/create-product/${draft!.id}`));
  await page.getByText('Zahlungen', { exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByTestId('product-payment-source')).toContainText(
    'Es gilt das Empfängerkonto des Emittenten: Treuhand Demo GmbH, DE89 3704 0044 0532 0130 00',
  );
  await page.getByTestId('product-payment-holder').fill('Zahlstelle Ladepark GmbH');
  await expect(page.getByTestId('product-payment-source')).toHaveText(
    'Es gilt das Empfängerkonto dieses Produkts.',
  );
  const productIban = page.getByTestId('product-payment-iban');
  await productIban.fill('DE12 3456');
  await productIban.press('Tab');
  await expect(page.getByText('Bitte geben Sie eine gültige IBAN ein.')).toBeVisible();
});
