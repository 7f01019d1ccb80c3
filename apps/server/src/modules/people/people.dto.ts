import { z } from 'zod';
import type { UserRow } from './people.repository.ts';

const s = z.string().nullable();

export const userDtoSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  role: z.string(),
  salutation: s,
  title: s,
  firstName: z.string(),
  lastName: z.string(),
  company: s,
  isCompany: z.boolean(),
  ceo: s,
  nationality: s,
  dateOfBirth: s,
  street: s,
  houseNumber: s,
  zipCode: s,
  city: s,
  country: s,
  landlineNumber: s,
  mobileNumber: s,
  ethAddress: s,
  bankAccountOwner: s,
  bankIban: s,
  bankBic: s,
  bankName: s,
  bankDepotNumber: s,
  taxNumber: s,
  taxOffice: s,
  incomeTaxId: s,
  isSubjectToVAT: z.boolean(),
  registerSeat: s,
  registerNumber: s,
  isIdentified: z.boolean(),
  idFirstName: s,
  idLastName: s,
  idDocument: s,
  idNumber: s,
  idOffice: s,
  idIssuedDate: s,
  idExpiryDate: s,
  exposedPersonsOffice: s,
  hasLoggedin: z.boolean(),
  newsletter: z.boolean(),
  dateJoined: z.string(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

/** The public shape of a person: never the password hash, codes, lock counters or scope internals. */
export function toUserDto(u: UserRow): UserDto {
  const {
    passwordHash: _p,
    failedLogins: _f,
    lockedUntil: _l,
    scope: _s,
    isActive: _a,
    updatedAt: _u,
    idScanFileId: _i,
    dateJoined,
    ...rest
  } = u;
  return { ...rest, dateJoined: dateJoined.toISOString() };
}

export const userSummarySchema = userDtoSchema.pick({
  id: true,
  uuid: true,
  email: true,
  salutation: true,
  firstName: true,
  lastName: true,
  company: true,
  hasLoggedin: true,
  dateJoined: true,
});

export const toUserSummary = (u: UserRow) => userSummarySchema.parse(toUserDto(u));
