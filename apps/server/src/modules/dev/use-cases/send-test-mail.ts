import type { Deps } from '../../../deps.ts';
import { renderMail } from '../../../lib/mail-template.ts';

/** A test mail through the outbox (checks the mail path end to end); answers the mail's id. */
export async function sendTestMail(deps: Deps, to: string, origin: string): Promise<number> {
  const content = renderMail({
    greeting: 'Guten Tag,',
    paragraphs: ['dies ist eine Test-E-Mail der Zeichnungsplattform. Der E-Mail-Versand funktioniert.'],
    action: { label: 'Zur Plattform', url: `${origin}/` },
  });
  return deps.mailer.send(deps.db, { to, subject: 'Test-E-Mail', ...content });
}
