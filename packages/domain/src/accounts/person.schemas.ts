import { z } from 'zod';
import { fieldTexts } from '../texts/de/common.ts';
import {
  bicField,
  dateField,
  dateOfBirthField,
  emailField,
  ethAddressField,
  exactLength,
  ibanField,
  optional,
  optionalText,
  phoneField,
  requiredText,
  zipCodeField,
} from '../validation/fields.ts';
import { isValidPassword } from './password.ts';

export const SALUTATIONS = ['Herr', 'Frau'] as const;
export const COUNTRIES = ['Deutschland', 'Österreich', 'Schweiz'] as const;

export const salutationField = z.enum(SALUTATIONS, { error: fieldTexts.required });
export const passwordField = z
  .string({ error: fieldTexts.required })
  .min(1, fieldTexts.required)
  .refine(isValidPassword, fieldTexts.invalidPassword);

/** Person fields of spec 001 §5; every field optional so the same schema serves partial updates. */
export const personFields = {
  salutation: optional(salutationField),
  title: optionalText(2, 30),
  firstName: requiredText(2, 30).optional(),
  lastName: requiredText(2, 30).optional(),
  company: optionalText(2, 30),
  isCompany: z.boolean().optional(),
  ceo: optionalText(2, 50),
  nationality: optionalText(2, 60),
  dateOfBirth: optional(dateOfBirthField),
  street: optionalText(2, 255),
  houseNumber: optionalText(1, 20),
  zipCode: optional(zipCodeField),
  city: optionalText(2, 255),
  country: optional(z.enum(COUNTRIES, { error: fieldTexts.badFormat })),
  landlineNumber: optional(phoneField),
  mobileNumber: optional(phoneField),
  newsletter: z.boolean().optional(),
};

export const legitimationFields = {
  idFirstName: optionalText(2, 30),
  idLastName: optionalText(2, 30),
  idDocument: optional(z.enum(['Personalausweis', 'Reisepass'], { error: fieldTexts.badFormat })),
  idNumber: optionalText(5, 30),
  idOffice: optionalText(2, 255),
  idIssuedDate: optional(dateField),
  idExpiryDate: optional(dateField),
  exposedPersonsOffice: optionalText(3, 150),
};

export const bankFields = {
  bankAccountOwner: optionalText(2, 255),
  bankIban: optional(ibanField),
  bankBic: optional(bicField),
  bankName: optionalText(2, 255),
  bankDepotNumber: optionalText(2, 255),
};

export const taxFields = {
  taxNumber: optional(exactLength(13)),
  taxOffice: optionalText(2, 255),
  /** Steuer-Identifikationsnummer: 11 characters (the spec's "VAT id exactly 11"). */
  incomeTaxId: optional(exactLength(11)),
  isSubjectToVAT: z.boolean().optional(),
  registerSeat: optionalText(2, 255),
  registerNumber: optionalText(2, 50),
};

export const blockchainFields = { ethAddress: optional(ethAddressField) };

export const userUpdateSchema = z
  .object({ ...personFields, ...legitimationFields, ...bankFields, ...taxFields, ...blockchainFields })
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const setPasswordSchema = z.object({
  email: emailField,
  password: passwordField,
  activationCode: z.string({ error: fieldTexts.required }).min(10, fieldTexts.required).max(200),
});

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: fieldTexts.required }).min(1, fieldTexts.required).max(200),
});

export const resetRequestSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  email: emailField,
  reset_code: z.string({ error: fieldTexts.required }).min(10, fieldTexts.required).max(200),
  password: passwordField,
});

export const refreshSchema = z.object({ refresh: z.string().min(10, fieldTexts.required).max(400) });
