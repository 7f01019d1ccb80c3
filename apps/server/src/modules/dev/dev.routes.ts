import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mails } from '../../db/schema/index.ts';
import { renderMail } from '../../lib/mail-template.ts';

const mailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
});

/** Development helpers; never registered in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mails',
    {
      schema: {
        tags: ['dev'],
        summary: 'Captured mails, newest first (not available in production)',
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: z.array(mailSchema) },
      },
    },
    async (request) => {
      const to = request.query.to?.trim().toLowerCase();
      const rows = await app.deps.db
        .select()
        .from(mails)
        .where(to ? eq(sql`lower(${mails.to})`, to) : undefined)
        .orderBy(desc(mails.id))
        .limit(request.query.limit);
      return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
    },
  );

  app.post(
    '/dev/mails/test',
    {
      schema: {
        tags: ['dev'],
        summary: 'Send a test mail through the outbox (checks the mail path end to end)',
        body: z.object({ to: z.string().trim().toLowerCase().email() }),
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const content = renderMail({
        greeting: 'Guten Tag,',
        paragraphs: ['dies ist eine Test-E-Mail der Zeichnungsplattform. Der E-Mail-Versand funktioniert.'],
        action: {
          label: 'Zur Plattform',
          url: `${request.protocol}://${request.headers.host ?? 'localhost'}/`,
        },
      });
      const id = await app.deps.mailer.send(app.deps.db, {
        to: request.body.to,
        subject: 'Test-E-Mail',
        ...content,
      });
      return reply.status(201).send({ id });
    },
  );
};
