// The invitation of an account someone else created (issuers use it); the use case lives in use-cases/.
export { sendInvitation } from './use-cases/send-invitation.ts';
