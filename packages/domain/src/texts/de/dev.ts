/** Texts of the developer pages (dev mailbox). */
export const devTexts = {
  mailboxHint: 'Nur für die Entwicklung: E-Mails, die ohne SMTP-Server verschickt wurden.',
  mailCount: (n: number) => (n === 1 ? '1 E-Mail' : `${n} E-Mails`),
  to: 'An',
  noSubject: '(kein Betreff)',
  htmlView: 'HTML',
  textView: 'Text',
  mailFrameTitle: (subject: string) => `E-Mail: ${subject}`,
  unknownSchedule: (name: string) => `Es gibt keinen Zeitplan mit dem Namen „${name}“.`,
} as const;
