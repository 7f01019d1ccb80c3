// What the issuers area offers its use cases and other modules: the form schemas, reading an issuer under the
// access rules, its documents, and the names and counts products ask for.
import {
  AppError,
  COUNTRIES,
  emailField,
  issuerTexts,
  optional,
  optionalText,
  paymentAccountErrors,
  paymentAccountFields,
  personFields,
  requiredText,
  salutationField,
} from '@zp/domain';
import { ISSUER_DOCUMENT_TYPES, type IssuerDocumentType } from '@zp/domain/issuers/issuers.contract';
import { z } from 'zod';
import {
  assertCanOperateIssuer,
  assertCanReadIssuer,
  assertCanReadIssuerDocuments,
} from '../../access/index.ts';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { FormInput } from '../../lib/multipart.ts';
import type { AuthClaims } from '../../lib/tokens.ts';
import * as repo from './issuers.repository.ts';

export { providerName } from '../accounts/accounts.service.ts';
export {
  countIssuers,
  findIssuerRow,
  issuerAddressLine,
  issuerDisplayName,
  issuerPaymentAccount,
} from './issuers.repository.ts';
export { ISSUER_DOCUMENT_TYPES, type IssuerDocumentType };

export const ISSUER_DOCUMENTS: Record<IssuerDocumentType, string> = {
  projectFinanceContract: issuerTexts.uploadProjectFinanceContract,
  dataPrivacy: issuerTexts.uploadDataPrivacy,
  orderPrivacyContract: issuerTexts.uploadOrderPrivacyContract,
};

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

export const issuerCreateSchema = z.object({
  email: emailField,
  salutation: salutationField,
  title: optionalText(2, 30),
  firstName: requiredText(2, 30),
  lastName: requiredText(2, 30),
  company: requiredText(2, 30),
  isCompany: bool,
  ceo: optionalText(2, 50),
  street: optionalText(2, 255),
  houseNumber: optionalText(1, 20),
  zipCode: personFields.zipCode,
  city: optionalText(2, 255),
  country: optional(z.enum(COUNTRIES)),
  superuser: z.coerce.number().int().min(1, 'Dieses Feld wird benötigt'),
  ...paymentAccountFields,
});

export type PaymentAccountInput = Pick<
  z.infer<typeof issuerCreateSchema>,
  'paymentAccountHolder' | 'paymentIban' | 'paymentBic' | 'paymentBankName'
>;

/** Splits the receiving account off the form's fields (only those given). */
export function splitPaymentAccount<T extends PaymentAccountInput>(input: T) {
  const { paymentAccountHolder, paymentIban, paymentBic, paymentBankName, ...rest } = input;
  const account = Object.fromEntries(
    Object.entries({ paymentAccountHolder, paymentIban, paymentBic, paymentBankName }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as PaymentAccountInput;
  return { account, rest };
}

/** The account as it will be (current values with the change applied) must be blank or complete and valid. */
export function assertPaymentAccount(next: Record<string, unknown>) {
  const errors = paymentAccountErrors(next);
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

export const issuerUpdateSchema = issuerCreateSchema
  .omit({ superuser: true, email: true })
  .partial()
  .extend({ isTest: bool });

/** An issuer with its user that the caller may see (`write`: may change); 404 otherwise. */
export async function getIssuer(exec: Executor, caller: AuthClaims, id: number, write = false) {
  const row = await repo.findIssuer(exec, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (write) assertCanOperateIssuer(caller, row.issuer);
  else await assertCanReadIssuer(exec, caller, row.issuer);
  return row;
}

/** How many of the three issuer documents are stored (the release check wants all). */
export const issuerDocumentCount = async (exec: Executor, issuerId: number) =>
  (await repo.documentsOf(exec, issuerId)).length;

/** Saves the uploaded issuer PDFs; `required` lists types that must be present (creation). */
export async function saveIssuerDocuments(
  deps: Deps,
  exec: Executor,
  issuerId: number,
  files: FormInput['files'],
  ownerUserId: number,
  required: boolean,
) {
  const errors: Record<string, string> = {};
  if (required) for (const t of ISSUER_DOCUMENT_TYPES) if (!files[t]) errors[t] = ISSUER_DOCUMENTS[t];
  if (Object.keys(errors).length) throw AppError.validation(errors);
  for (const type of ISSUER_DOCUMENT_TYPES) {
    const file = files[type];
    if (!file) continue;
    let fileId: string;
    try {
      fileId = (
        await deps.files.save(exec, {
          buffer: file.buffer,
          originalName: file.filename,
          check: { label: 'Dokument', extensions: ['pdf'] },
          ownerUserId,
        })
      ).id;
    } catch (err) {
      if (err instanceof AppError && err.status === 400) throw AppError.validation({ [type]: err.detail });
      throw err;
    }
    await repo.saveDocument(exec, issuerId, type, fileId);
  }
}

/** One document of an issuer the caller sees and whose documents it may read: the stored file. */
export async function readIssuerDocument(deps: Deps, c: AuthClaims, id: number, type: IssuerDocumentType) {
  const row = await repo.findIssuer(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await assertCanReadIssuerDocuments(deps.db, c, row.issuer);
  const doc = (await repo.documentsOf(deps.db, id)).find((d) => d.type === type);
  if (!doc) throw new AppError('NOT_FOUND');
  return deps.files.read(doc.fileId);
}
