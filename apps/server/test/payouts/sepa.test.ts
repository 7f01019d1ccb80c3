// Issue 18: the SEPA credit transfer file of a payout run (apps/server/src/lib/sepa.ts, docs/decisions/023).
import { isAppError } from '@zp/domain';
import { describe, expect, it } from 'vitest';
import {
  buildCreditTransfer,
  type CreditTransferInput,
  centsToDecimal,
  type SepaPayment,
  toSepaText,
} from '../../src/lib/sepa.ts';

const ENTITIES: Record<string, string> = {
  '&apos;': "'",
  '&quot;': '"',
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
/** Text of every <tag>…</tag>, entities decoded (no nesting of the same tag in pain.001). */
const all = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/&(apos|quot|lt|gt|amp);/g, (e) => ENTITIES[e] ?? e),
  );
/** Each <CdtTrfTxInf> block. */
const transactions = (xml: string) =>
  [...xml.matchAll(/<CdtTrfTxInf>([\s\S]*?)<\/CdtTrfTxInf>/g)].map((m) => m[1] ?? '');

const PAYMENTS: [SepaPayment, SepaPayment, SepaPayment] = [
  {
    endToEndId: 'PAYOUT-17-L1',
    name: 'Jürgen Müller-Weiß',
    iban: 'DE02120300000000202051',
    bic: 'BYLADEM1001',
    amountCents: 7_203,
    remittance: 'Zinsen 2026 – Solarpark Süd, Anleihe „Grün“',
  },
  {
    endToEndId: 'PAYOUT-17-L2',
    name: 'Zoë Ångström',
    iban: 'de02 5001 0517 0137 0750 30',
    amountCents: 72_004_892,
    remittance: 'Zinsen 2026',
  },
  {
    endToEndId: 'PAYOUT-17-L3',
    name: 'Anna Schmidt',
    iban: 'AT611904300234573201',
    bic: 'BKAUATWW',
    amountCents: 1,
    remittance: 'Zinsen 2026',
  },
];

const input = (over: Partial<CreditTransferInput> = {}): CreditTransferInput => ({
  messageId: 'PAYOUT-2026-000017',
  createdAt: new Date(2026, 5, 30, 9, 15, 0),
  debtor: {
    name: 'Zahlstelle Solarpark Süd GmbH & Co. KG',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
  },
  executionDate: '2026-07-01',
  payments: [...PAYMENTS],
  ...over,
});

function refusal(f: () => unknown): { detail: string; errors?: Record<string, string>; status: number } {
  try {
    f();
  } catch (e) {
    if (isAppError(e)) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('SEPA credit transfer (pain.001.001.09)', () => {
  it('writes the count, the control sum, each amount with 2 decimals, IBANs and end-to-end ids', () => {
    const { xml, controlSumCents, count } = buildCreditTransfer(input());
    expect(count).toBe(3);
    // 72,03 + 720 048,92 + 0,01 = 720 120,96
    expect(controlSumCents).toBe(72_012_096);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"');
    expect(all(xml, 'MsgId')).toEqual(['PAYOUT-2026-000017']);
    expect(all(xml, 'CreDtTm')).toEqual(['2026-06-30T09:15:00']);
    expect(all(xml, 'NbOfTxs')).toEqual(['3', '3']); // group header and payment block
    expect(all(xml, 'CtrlSum')).toEqual(['720120.96', '720120.96']);
    expect(all(xml, 'PmtMtd')).toEqual(['TRF']);
    expect(all(xml, 'Dt')).toEqual(['2026-07-01']); // ReqdExctnDt/Dt in version 09
    // the debtor first, then the payees in order; IBANs in electronic form
    expect(all(xml, 'IBAN')).toEqual([
      'DE89370400440532013000',
      'DE02120300000000202051',
      'DE02500105170137075030',
      'AT611904300234573201',
    ]);
    const txs = transactions(xml);
    expect(txs).toHaveLength(3);
    expect(txs.map((t) => all(t, 'InstdAmt'))).toEqual([['72.03'], ['720048.92'], ['0.01']]);
    expect(txs.map((t) => all(t, 'EndToEndId'))).toEqual([
      ['PAYOUT-17-L1'],
      ['PAYOUT-17-L2'],
      ['PAYOUT-17-L3'],
    ]);
    expect(txs.map((t) => all(t, 'BICFI'))).toEqual([['BYLADEM1001'], [], ['BKAUATWW']]); // no agent without a BIC
    expect(xml).toContain('<InstdAmt Ccy="EUR">72.03</InstdAmt>');
    expect(all(xml, 'BtchBookg')).toEqual(['false']);
  });

  it('transliterates names and remittance texts into the SEPA character set', () => {
    const { xml } = buildCreditTransfer(input());
    expect(all(xml, 'Nm')).toEqual([
      'Zahlstelle Solarpark Sued GmbH + Co. KG', // initiating party
      'Zahlstelle Solarpark Sued GmbH + Co. KG', // debtor
      'Juergen Mueller-Weiss',
      'Zoe Angstroem', // ö spelled out, the ring of Å dropped
      'Anna Schmidt',
    ]);
    expect(all(xml, 'Ustrd')[0]).toBe("Zinsen 2026 - Solarpark Sued, Anleihe 'Gruen'");
    // nothing outside the set in any text node
    for (const text of [...all(xml, 'Nm'), ...all(xml, 'Ustrd')])
      expect(text).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]*$/);
  });

  it('toSepaText spells out umlauts, drops accents and cuts to the length', () => {
    expect(toSepaText('Äpfel Öl Übel straße GROẞ', 140)).toBe('Aepfel Oel Uebel strasse GROSS');
    expect(toSepaText('Café Crème – Łódź; 100 €!', 140)).toBe('Cafe Creme - Lodz, 100 EUR.');
    expect(toSepaText('  zwei   Leerzeichen \n Umbruch ', 140)).toBe('zwei Leerzeichen Umbruch');
    expect(toSepaText('Ü'.repeat(40), 70)).toBe('Ue'.repeat(35));
    expect(toSepaText('王小明', 70)).toBe('');
  });

  it('keeps the control sum exact in cents for many payments', () => {
    // 0,10 € summed as doubles 10 000 times is 1000.0000000001588 — the file must say 1000.00
    const payments = Array.from({ length: 10_000 }, (_, i) => ({
      endToEndId: `E${i}`,
      name: `Anleger ${i}`,
      iban: 'DE89370400440532013000',
      amountCents: 10,
      remittance: 'Zinsen',
    }));
    const { xml, controlSumCents, count } = buildCreditTransfer(input({ messageId: 'RUN-1', payments }));
    expect([count, controlSumCents]).toEqual([10_000, 100_000]);
    expect(all(xml, 'CtrlSum')).toEqual(['1000.00', '1000.00']);
    expect(all(xml, 'InstdAmt').every((a) => a === '0.10')).toBe(true);
  });

  it('refuses a wrong IBAN with a German detail naming the payee', () => {
    const p = PAYMENTS;
    const e = refusal(() =>
      buildCreditTransfer(input({ payments: [p[0], { ...p[1], iban: 'DE02500105170137075031' }] })),
    );
    expect(e.status).toBe(400);
    expect(e.detail).toBe('Die IBAN von „Zoë Ångström“ ist ungültig. Bitte prüfen Sie die Bankverbindung.');
  });

  it('refuses a wrong BIC, a BIC of another country, a wrong debtor account and amounts out of range', () => {
    const p = PAYMENTS[0];
    const one = (over: object) =>
      refusal(() => buildCreditTransfer(input({ payments: [{ ...p, ...over }] })));
    expect(one({ bic: 'BYLADEM' }).detail).toBe(
      'Die BIC von „Jürgen Müller-Weiß“ ist ungültig. Bitte prüfen Sie die Bankverbindung.',
    );
    expect(one({ bic: 'BKAUATWW' }).detail).toBe(
      'Die BIC von „Jürgen Müller-Weiß“ gehört nicht zum Land der IBAN. Bitte prüfen Sie die Bankverbindung.',
    );
    expect(one({ amountCents: 0 }).detail).toContain('„Jürgen Müller-Weiß“');
    expect(one({ amountCents: 12.5 }).status).toBe(400);
    expect(one({ amountCents: 100_000_000_000 }).status).toBe(400);
    expect(one({ name: '王小明' }).detail).toBe('Für eine Überweisung fehlt der Name des Empfängers.');
    const debtor = input().debtor;
    expect(
      refusal(() => buildCreditTransfer(input({ debtor: { ...debtor, iban: 'DE00370400440532013000' } })))
        .detail,
    ).toBe(
      'Die IBAN von „Zahlstelle Solarpark Süd GmbH & Co. KG“ ist ungültig. Bitte prüfen Sie die Bankverbindung.',
    );
    expect(refusal(() => buildCreditTransfer(input({ debtor: { ...debtor, bic: '' } }))).status).toBe(400);
    expect(refusal(() => buildCreditTransfer(input({ payments: [] }))).detail).toBe(
      'Die Überweisungsdatei enthält keine Zahlungen.',
    );
  });

  it('refuses ids the scheme does not allow (programming errors)', () => {
    const p = PAYMENTS[0];
    expect(() => buildCreditTransfer(input({ messageId: 'X'.repeat(33) }))).toThrow(RangeError);
    expect(() => buildCreditTransfer(input({ payments: [{ ...p, endToEndId: 'Zeile_1' }] }))).toThrow(
      RangeError,
    );
    expect(() => buildCreditTransfer(input({ payments: [p, { ...p }] }))).toThrow(/twice/);
    expect(() => buildCreditTransfer(input({ executionDate: '1.7.2026' }))).toThrow(RangeError);
  });

  it('centsToDecimal', () => {
    expect([0, 1, 10, 99, 100, 123_456, 99_999_999_999].map(centsToDecimal)).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '0.99',
      '1.00',
      '1234.56',
      '999999999.99',
    ]);
  });
});
