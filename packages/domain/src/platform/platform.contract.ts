import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

const tags = ['platform'];

/**
 * `GET /health`: liveness and database readiness; `chain.missingContracts` once the start-up check of deployed
 * contracts ran (issue 15): how many contracts held as deployed have no code on the chain (0 when all are there).
 */
export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database readiness',
  tags,
  public: true,
  response: {
    200: z.object({
      status: z.literal('ok'),
      chain: z.object({ missingContracts: z.number() }).optional(),
    }),
  },
});
