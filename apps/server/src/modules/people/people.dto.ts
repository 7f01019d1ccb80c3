import { userSchema, userSummarySchema } from '@zp/domain/people/people.contract';
import type { z } from 'zod';
import type { UserRow } from './people.repository.ts';

/** The contract's person answer (kept under this name for the modules that show a person). */
export const userDtoSchema = userSchema;
export type UserDto = z.infer<typeof userSchema>;

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

export const toUserSummary = (u: UserRow) => userSummarySchema.parse(toUserDto(u));
