import { TEMPLATE_PLACEHOLDERS } from '@zp/domain/subscriptions/template-placeholders';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDERS,
  renderZeichnungsschein,
  SAMPLE_DATA,
} from '../../src/modules/subscriptions/zeichnungsschein.ts';
import { call, expectProblem, type ProductSuite, useSuite } from './fixtures.ts';

let { ctx, t } = {} as ProductSuite;
useSuite((s) => ({ ctx, t } = s));

/** The visible text of a .docx (the runs of word/document.xml joined per paragraph). */
const docxText = (bytes: Buffer) =>
  (new PizZip(bytes).file('word/document.xml')?.asText() ?? '')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '');

describe('GET /api/product/template-sample (issue 16)', () => {
  it('the domain list names exactly the placeholders the generator fills', () => {
    expect(TEMPLATE_PLACEHOLDERS.map((p) => p.key).sort()).toEqual([...PLACEHOLDERS].sort());
    expect(
      TEMPLATE_PLACEHOLDERS.filter((p) => p.currency)
        .map((p) => p.key)
        .sort(),
    ).toEqual(['agio', 'betrag', 'betrag_in_worten', 'rate', 'stueckzinsen']);
  });

  it('is a .docx with every placeholder that the generator fills without leftovers', async () => {
    const res = await call(ctx, 'GET', '/api/product/template-sample', { token: t.superuser });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/wordprocessingml/);
    expect(res.headers['content-disposition']).toContain('Zeichnungsschein-Beispielvorlage.docx');
    const bytes = res.rawPayload;
    const text = docxText(bytes);
    for (const key of PLACEHOLDERS) expect(text, key).toContain(`{${key}}`);
    expect(text).toContain('enthält „€“');

    const filled = docxText(
      renderZeichnungsschein(
        bytes,
        { ...SAMPLE_DATA, monthlyInstallmentCents: 100_00 },
        new Date('2026-07-01'),
      ),
    );
    expect(filled).not.toMatch(/\{[a-z_]+\}/);
    expect(filled).toContain('1.250,00 €');
    expect(filled).toContain('eintausendzweihundertfünfzig Euro');
    expect(filled).not.toMatch(/€ Euro|Euro Euro|€ €/);
  });

  it('is for the roles that create products', async () => {
    expect((await call(ctx, 'GET', '/api/product/template-sample', { token: t.issuer })).statusCode).toBe(
      200,
    );
    expectProblem(await call(ctx, 'GET', '/api/product/template-sample', { token: t.reseller }), 403);
  });
});
