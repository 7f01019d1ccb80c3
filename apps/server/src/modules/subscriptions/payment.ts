// The payment instructions of a subscription (issue 16 "Paying", docs/decisions/011): the domain computes them
// from the stored amounts, the product's receiving account or else the issuer's, and the acceptance date.
import { effectiveAccount, type PaymentInstructions, paymentInstructions, paymentTexts } from '@zp/domain';
import { todayIso } from '@zp/domain/validation/fields';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { issuerPaymentAccount } from '../issuers/issuers.service.ts';
import type { ProductRow } from '../products/product.mapper.ts';
import type { ZeichnungRow } from './subscriptions.repository.ts';

/** Null until accepted (and for every other status). */
export async function paymentInstructionsOf(
  exec: Executor,
  z: ZeichnungRow,
  p: ProductRow,
): Promise<PaymentInstructions | null> {
  if (z.status !== 'A' || !z.acceptedAt) return null;
  const issuer = await issuerPaymentAccount(exec, p.issuerId);
  // the plan's dates as the schedule generation makes them (payouts, decision 025): from the finishing day
  return paymentInstructions(
    { ...z, subscribedOn: todayIso(z.finishedAt ?? z.dateOfCreation) },
    effectiveAccount(p, issuer),
    z.installmentEndDate ?? p.installmentEndDate,
  );
}

/** The GiroCode as a PNG (error correction M, as the EPC guideline recommends). */
export const epcQrPng = (payload: string): Promise<Buffer> =>
  QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 360 });

/** Stores the GiroCode PNG for a mail attachment; returns the attachment, null without a payload. */
export async function qrAttachment(
  deps: Deps,
  exec: Executor,
  zeichnungId: number,
  payload: string | null,
  ownerUserId: number,
) {
  if (!payload) return null;
  const file = await deps.files.save(exec, {
    buffer: await epcQrPng(payload),
    originalName: paymentTexts.qrFileName(zeichnungId),
    check: { label: 'GiroCode', extensions: ['png'] },
    ownerUserId,
  });
  return { filename: file.originalName, fileId: file.id, contentType: 'image/png' };
}
