import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';

const tags = ['platform'];

/** `GET /health`: liveness and database readiness. */
export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database readiness',
  tags,
  public: true,
  response: { 200: z.object({ status: z.literal('ok') }) },
});
