import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '@zp/domain';
import { ZipFile } from 'yazl';
import { collectPersonData, findPerson, privacySubjectOf } from '../../../access/index.ts';
import type { Deps } from '../../../deps.ts';
import { type Actor, writeAudit } from '../../../lib/audit.ts';
import type { StoredFile } from '../../../lib/files.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import * as repo from '../privacy.repository.ts';

const README = [
  'Ihre Daten (Art. 15 und 20 DSGVO)',
  '',
  'Jede JSON-Datei enthält einen Bereich der Daten, die wir über Sie gespeichert haben:',
  'konto.json – Ihr Konto (ohne Passwort); anleger.json / partner.json – Ihr Anleger- oder Partnerprofil;',
  'zeichnungen.json, selbstauskuenfte.json, zinszahlungen.json, raten.json, auszahlungen.json, steuerdaten.json,',
  'freistellungsauftraege.json, erinnerungen.json – Ihre Zeichnungen und was daraus folgt;',
  'provisionen.json, gutschriften.json – Ihre Provisionen und Gutschriften (Partner);',
  'newsletter.json – Newsletter-Abonnements Ihrer E-Mail-Adresse; chatbot.json – Chatbot-Fragen, die Ihre',
  'E-Mail-Adresse enthalten; protokoll.json – Protokolleinträge zu Ihrem Konto und Ihren Zeichnungen.',
  'Der Ordner dokumente/ enthält Ihre Dokumente (Zeichnungsscheine, Ausweiskopie, Abrechnungen, Gutschriften).',
  '',
].join('\r\n');

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120);

/**
 * `GET /privacy/my-data` (GDPR Art. 15/20; decision 035): everything held about the caller as a ZIP of JSON files
 * and its documents — only the caller's own (the session names the person; there is no id to guess). The request is
 * recorded (privacy_requests, kind export, done) and audited before the answer starts; the documents are then
 * streamed into the ZIP one after another.
 */
export async function openMyData(
  deps: Deps,
  caller: AuthClaims,
  actor: Actor,
): Promise<{ fileName: string; stream: Readable }> {
  const subject = privacySubjectOf(caller);
  const person = await findPerson(deps.db, subject.userId);
  if (!person || person.user.erasedAt) throw new AppError('NOT_FOUND');
  const { data, files } = await collectPersonData(deps.db, person);
  const metas: { meta: StoredFile; name: string }[] = [];
  for (const f of files) {
    const meta = await deps.files.find(f.id);
    if (meta)
      metas.push({ meta, name: `dokumente/${safeName(`${f.prefix}-${path.basename(meta.originalName)}`)}` });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const request = await repo.insertRequest(tx, {
      userId: person.user.id,
      tenantId: person.tenantId,
      kind: 'export',
      status: 'done',
      requestedAt: now,
      completedAt: now,
      result: { files: Object.keys(data).length, documents: metas.length },
    });
    await writeAudit(tx, actor, {
      action: 'privacy.export',
      entity: 'user',
      entityId: person.user.id,
      after: { request: request.uuid, files: Object.keys(data), documents: metas.length },
    });
  });

  const zip = new ZipFile();
  const mtime = now;
  zip.addBuffer(Buffer.from(`\uFEFF${README}`, 'utf8'), 'LIESMICH.txt', { mtime });
  for (const [name, value] of Object.entries(data))
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2), 'utf8'), name, { mtime });
  const used = new Set<string>();
  for (const { meta, name } of metas) {
    let unique = name;
    for (let i = 2; used.has(unique); i++) unique = name.replace(/(\.[^.]*)?$/, `-${i}$1`);
    used.add(unique);
    zip.addReadStreamLazy(unique, { mtime, compress: false }, (cb) => {
      deps.files.openStream(meta).then(
        (stream) => cb(null, stream),
        (err: unknown) => cb(err, undefined as never),
      );
    });
  }
  // A document that cannot be read after the answer started ends the download broken rather than hanging it.
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  zip.end();
  return { fileName: 'meine-daten.zip', stream: zip.outputStream as Readable };
}
