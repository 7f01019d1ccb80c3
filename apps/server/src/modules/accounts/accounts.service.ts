// What the accounts area offers other modules: the logins (users) and providers (superusers) it owns, read and
// written only here. Each function takes the caller's executor, so a write joins the caller's transaction.
import type { Executor } from '../../db/client.ts';
import * as repo from './accounts.repository.ts';

export type { UserRow } from './accounts.repository.ts';
export type NewLogin = Parameters<typeof repo.insertUser>[1];
export type LoginChanges = Parameters<typeof repo.updateUser>[2];

/** A login by id, null when there is none. */
export const findLogin = (exec: Executor, userId: number) => repo.findUserById(exec, userId);

/** Whether an e-mail already has a login in this scope (`main`: the platform's own accounts). */
export const isEmailTaken = async (exec: Executor, email: string, scope = 'main') =>
  (await repo.findUser(exec, email, scope)) !== null;

/** Creates a login (inside the caller's transaction). */
export const createLogin = (tx: Executor, values: NewLogin) => repo.insertUser(tx, values);

/** Changes a login's fields (inside the caller's transaction); `updatedAt` is set. */
export const updateLogin = async (tx: Executor, userId: number, values: LoginChanges) => {
  await repo.updateUser(tx, userId, values);
};

/** Disables a login for good: no password, inactive, and its e-mail freed for a new account. */
export const disableLogin = (tx: Executor, user: { id: number; email: string }) =>
  updateLogin(tx, user.id, {
    isActive: false,
    passwordHash: null,
    email: `geloescht-${user.id}-${user.email}`,
  });

/** A provider (superuser row): its login's id, names and e-mail; null when there is none. */
export const findProvider = (exec: Executor, superuserId: number) => repo.findProvider(exec, superuserId);

/** The provider (superusers.id) whose login is `userId`, or null (spec paths that name a provider by user id). */
export const providerIdOfUser = (exec: Executor, userId: number) => repo.findProviderIdOfUser(exec, userId);

/** Whether a provider (superuser row) exists. */
export const providerExists = async (exec: Executor, superuserId: number) =>
  (await repo.findProvider(exec, superuserId)) !== null;

/** A provider's display name: its company, else first and last name; '' when there is none. */
export async function providerName(exec: Executor, superuserId: number): Promise<string> {
  const p = await repo.findProvider(exec, superuserId);
  return p ? p.company?.trim() || `${p.firstName} ${p.lastName}` : '';
}
