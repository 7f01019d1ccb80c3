// Demo data of the provider's engagement tools (issue 20, decision 034): the demo provider's landing page on its
// landing domain (reachable locally as http://demo-kapital.localhost:<port>/), a chatbot with entries and recorded
// questions (one without a good answer), newsletter subscribers in every state, reminder settings, reminders sent
// last week and one cancellation.
import { isoWeekOf, weekdayOf } from '@zp/domain/engagement/reminders';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  chatbotEntries,
  chatbotInteractions,
  chatbots,
  landingPages,
  newsletterSubscriptions,
  reminderCancellations,
  reminderSends,
  reminderSettings,
  zeichnungen,
} from '../db/schema/index.ts';
import type { ProductRow } from '../modules/products/product.mapper.ts';
import { shiftDate } from './demo-products.ts';

/** The demo provider's landing page domain (module 13); `*.localhost` names resolve to the loopback. */
export const DEMO_LANDING_DOMAIN = 'demo-kapital.localhost';

const CHATBOT_ENTRIES = [
  {
    question: 'Wie hoch ist die Mindestanlage?',
    answer: 'Die Mindestanlage hängt vom Produkt ab; sie steht auf jeder Produktseite unter „Mindestbetrag“.',
  },
  {
    question: 'Wann werden die Zinsen ausgezahlt?',
    answer:
      'Die Zinsen werden zu den Zinsterminen des Produkts ausgezahlt; Ihren Zinsplan sehen Sie in Ihrer Zeichnung.',
  },
  {
    question: 'Kann ich meine Zeichnung widerrufen?',
    answer: 'Ja, innerhalb von 14 Tagen ab der Zeichnung ohne Angabe von Gründen (§ 2d VermAnlG).',
  },
  {
    question: 'Wie kann ich Sie erreichen?',
    answer: 'Schreiben Sie uns an kontakt@demo-kapital.de oder rufen Sie uns werktags von 9 bis 17 Uhr an.',
  },
];

export async function seedDemoEngagement(
  tx: Tx,
  ids: { superuserId: number; investorId: number },
  products: readonly ProductRow[],
  today: string,
): Promise<void> {
  const images = products.flatMap((p) => Object.values(p.images ?? {})).filter(Boolean);
  await tx.insert(landingPages).values({
    superuserId: ids.superuserId,
    content: {
      header1: 'Investieren Sie in die Energiewende',
      header2: 'Sonne, Wind und Wohnen – Vermögensanlagen aus Deutschland',
      header3: 'Transparent, digital, ab 1 000 €',
      aboutUs:
        'Die Demo Kapital GmbH bringt seit 2015 Anlegerinnen und Anleger mit Projekten der Energiewende zusammen.',
      ourMission: 'Wir machen nachhaltige Sachwerte für alle zugänglich – digital und nachvollziehbar.',
      ourVision:
        'Jede Bürgerin und jeder Bürger kann sich an der Energiewende vor der eigenen Haustür beteiligen.',
      welcomeDescription:
        'Entdecken Sie unsere aktuellen Angebote und zeichnen Sie in wenigen Minuten online.',
      salesrepDescription: 'Werden Sie Affiliate Partner und empfehlen Sie unsere Angebote weiter.',
      videoLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      instagramLink: 'https://www.instagram.com/demo.kapital',
      linkedinLink: 'https://www.linkedin.com/company/demo-kapital',
      emailLink: 'kontakt@demo-kapital.de',
      managers: [
        { title: 'Geschäftsführer', name: 'Sven Anbieter', photoFileId: null },
        { title: 'Investor Relations', name: 'Lena Lorenz', photoFileId: null },
      ],
    },
    files: {
      heroImage: images[0] ?? null,
      welcomeImage1: images[1] ?? null,
      welcomeImage2: images[2] ?? null,
    },
  });

  const [bot] = await tx
    .insert(chatbots)
    .values({
      superuserId: ids.superuserId,
      welcomeMessage: 'Willkommen bei Demo Kapital! Wie können wir Ihnen helfen?',
    })
    .returning();
  const entries = await tx
    .insert(chatbotEntries)
    .values(CHATBOT_ENTRIES.map((e, position) => ({ chatbotId: bot!.id, position, ...e })))
    .returning();
  await tx.insert(chatbotInteractions).values([
    {
      superuserId: ids.superuserId,
      origin: 'landing',
      question: 'wann gibt es zinsen?',
      entryId: entries[1]!.id,
      answer: entries[1]!.answer,
      score: 0.82,
      answered: true,
    },
    {
      superuserId: ids.superuserId,
      origin: 'investor',
      question: 'Gibt es eine App für das Smartphone?',
      entryId: null,
      answer: 'Darauf habe ich leider keine Antwort. Bitte kontaktieren Sie uns direkt.',
      score: 0.1,
      answered: false,
    },
  ]);

  const at = (days: number) => new Date(`${shiftDate(today, { days })}T10:00:00Z`);
  await tx.insert(newsletterSubscriptions).values([
    {
      superuserId: ids.superuserId,
      email: 'leser1@example.com',
      origin: 2,
      subscribedAt: at(-30),
      confirmedAt: at(-30),
    },
    {
      superuserId: ids.superuserId,
      email: 'leser2@example.com',
      origin: 3,
      subscribedAt: at(-12),
      confirmedAt: at(-12),
    },
    { superuserId: ids.superuserId, email: 'leser3@example.com', origin: 2, subscribedAt: at(-2) },
    {
      superuserId: ids.superuserId,
      email: 'ehemalig@example.com',
      origin: 2,
      subscribedAt: at(-60),
      confirmedAt: at(-60),
      unsubscribedAt: at(-5),
    },
    {
      superuserId: null,
      email: 'plattform-leser@example.com',
      origin: 1,
      subscribedAt: at(-20),
      confirmedAt: at(-20),
    },
  ]);

  await tx.insert(reminderSettings).values({
    superuserId: ids.superuserId,
    sendNoZeichnung: true,
    sendOpenZeichnung: true,
    sendNotPaidZeichnung: true,
    sendNoWalletAddress: false,
    dayOfWeek: 0,
    hour: 9,
    minute: 0,
  });
  // last week's reminders of the demo investor: an unpaid subscription's reminder, then its cancellation
  const [unpaid] = await tx
    .select({ id: zeichnungen.id })
    .from(zeichnungen)
    .where(and(eq(zeichnungen.investorId, ids.investorId), eq(zeichnungen.isPaid, false)))
    .limit(1);
  const lastMonday = shiftDate(today, { days: -7 - weekdayOf(today) });
  await tx.insert(reminderSends).values([
    {
      superuserId: ids.superuserId,
      investorId: ids.investorId,
      kind: unpaid ? 'notPaidZeichnung' : 'openZeichnung',
      week: isoWeekOf(lastMonday),
      sentAt: new Date(`${lastMonday}T08:00:00Z`),
    },
  ]);
  await tx.insert(reminderCancellations).values({
    investorId: ids.investorId,
    kind: 'noWalletAddress',
    createdAt: new Date(`${shiftDate(lastMonday, { days: 1 })}T18:30:00Z`),
  });
}
