import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '@zp/domain';
import { advertPackageTexts as t } from '@zp/domain/texts/de/people';
import QRCode from 'qrcode';
import { ZipFile } from 'yazl';
import type { Executor } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { StoredFile } from '../../../lib/files.ts';
import type { AuthClaims } from '../../../lib/tokens.ts';
import { providerName } from '../../issuers/issuers.service.ts';
import { partnerLinksOf } from './get-links.ts';

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
};
const extensionOf = (meta: StoredFile) =>
  EXTENSIONS[meta.contentType] ?? (path.extname(meta.originalName).toLowerCase() || '');

/**
 * `GET /salesrep/links/:id/products/:productId/package` (decision 020): the partner's advertising package of one
 * product its provider has released (else 404, as for another partner's id): the logo, the images, a PNG QR code of
 * the partner's product link and a text with both links and, for a Vermögensanlage, the §12 VermAnlG warning.
 * Everything is checked and the small parts are rendered before the answer starts; the files are then streamed
 * into the ZIP one after another (images are stored uncompressed: they are compressed already).
 */
export async function openAdvertPackage(
  deps: Pick<Deps, 'config' | 'files'>,
  exec: Executor,
  caller: AuthClaims,
  id: number,
  productId: number,
): Promise<{ fileName: string; stream: Readable }> {
  const links = await partnerLinksOf(exec, deps.config, caller, id);
  const product = links.products.find((p) => p.id === productId);
  if (!product) throw new AppError('NOT_FOUND');
  const find = async (fileId: string | null) => {
    const meta = fileId ? await deps.files.find(fileId, exec) : null;
    return meta?.visibility === 'public' ? meta : null;
  };
  const logo = await find(product.logoFileId);
  const images: StoredFile[] = [];
  for (const fileId of product.imageFileIds) {
    const meta = await find(fileId);
    if (meta) images.push(meta);
  }
  const qr = await QRCode.toBuffer(product.url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 1024,
  });
  const readme = t.readme({
    product: product.name,
    provider: await providerName(exec, links.row.superuserId),
    url: product.url,
    publicPageUrl: product.publicPageUrl,
    warning: product.riskWarning,
  });

  const zip = new ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(readme, 'utf8'), t.readmeName, { mtime });
  zip.addBuffer(qr, t.qrName, { mtime, compress: false });
  const addFile = (meta: StoredFile, name: string) =>
    zip.addReadStreamLazy(name, { mtime, compress: false }, (cb) => {
      deps.files.openStream(meta).then(
        (stream) => cb(null, stream),
        (err: unknown) => cb(err, undefined as never),
      );
    });
  if (logo) addFile(logo, t.logoName(extensionOf(logo)));
  for (const [i, meta] of images.entries()) addFile(meta, t.imageName(i + 1, extensionOf(meta)));
  // A file that cannot be read after the answer started ends the download broken rather than hanging it.
  zip.on('error', (err: Error) => (zip.outputStream as Readable).destroy(err));
  zip.end();
  return { fileName: t.fileName(product.name), stream: zip.outputStream as Readable };
}
