import { bookingTexts, CURRENT_MODULE_VERSION, catalogueOf, isIncluded, MODULE_CATALOGUES } from '@zp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const moduleSchema = z.object({
  number: z.number(),
  desc: z.string(),
  bookable: z.boolean(),
  monthlyFee: z.number(),
  setupFee: z.number(),
  dependendOn: z.array(z.number()),
  kinds: z.array(z.number()),
  included: z.boolean(),
  priceLabel: z.string(),
});

const describe = (version: number) =>
  catalogueOf(version).map((m) => ({
    ...m,
    dependendOn: [...m.dependendOn],
    kinds: [...m.kinds],
    included: isIncluded(m),
    priceLabel: !m.bookable
      ? bookingTexts.priceOnRequest
      : isIncluded(m)
        ? bookingTexts.included
        : `${m.monthlyFee} € / Monat`,
  }));

/** The module catalogue (public: the booking wizard and the price pages show it before sign-in). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/modules',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Current module catalogue',
        response: { 200: z.array(moduleSchema) },
      },
    },
    async () => describe(CURRENT_MODULE_VERSION),
  );

  app.get(
    '/modulesVersioned',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Every catalogue version (a booking keeps the prices of its version)',
        response: {
          200: z.object({
            current: z.number(),
            versions: z.array(z.object({ version: z.number(), modules: z.array(moduleSchema) })),
          }),
        },
      },
    },
    async () => ({
      current: CURRENT_MODULE_VERSION,
      versions: Object.keys(MODULE_CATALOGUES)
        .map(Number)
        .map((version) => ({ version, modules: describe(version) })),
    }),
  );
};
