import { AppError, zeichnungTexts } from '@zp/domain';
import { assertOwnInvestor, investorRow } from '../../../access/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import type { UploadedFile } from '../../../lib/multipart.ts';
import { linkIdScan } from '../../people/id-scan.ts';
import type { UseCaseContext } from './context.ts';

/** The investor's scan of its ID document (pdf, png, jpg), stored and linked on its user, audited. */
export async function uploadLegitimation(
  { deps, caller: c, actor }: UseCaseContext,
  investorId: number,
  readFile: () => Promise<UploadedFile | undefined>,
) {
  assertOwnInvestor(c, investorId);
  const file = await readFile();
  if (!file) throw AppError.validation({ idScan: zeichnungTexts.idScanRequired });
  const inv = (await investorRow(deps.db, c.roleId))!;
  await deps.db.transaction(async (tx) => {
    const saved = await deps.files.save(tx, {
      buffer: file.buffer,
      originalName: file.filename,
      check: { label: zeichnungTexts.idScanLabel, extensions: ['pdf', 'png', 'jpg', 'jpeg'] },
      ownerUserId: c.userId,
    });
    await linkIdScan(tx, inv.userId, saved.id);
    await writeAudit(tx, actor, {
      action: 'investor.legitimation_upload',
      entity: 'investor',
      entityId: c.roleId,
      after: { fileId: saved.id },
    });
  });
  return { detail: zeichnungTexts.idScanUploaded };
}
