// Public files (logos, favicons, product images). Private documents are served by their owning area.
import { z } from 'zod';
import { endpoint, fileAnswer } from '../contract/endpoint.ts';

export const getPublicFile = endpoint({
  method: 'GET',
  path: '/files/:id',
  summary: 'Download a public file (branding, product images)',
  tags: ['files'],
  public: true,
  params: z.object({ id: z.uuid() }),
  response: {
    200: fileAnswer(
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/avif',
      'image/svg+xml',
      'image/x-icon',
      'application/pdf',
    ),
  },
});
