// The short-lived child process that decodes and encodes images for the server (decision 038, "Memory"): libvips'
// working memory (threads, malloc arenas, decoded pixels) lives and dies with this process, never in the server's.
// Started by `ImageChild` (image-child.ts) with an IPC channel ('advanced' serialization: Buffers go as they are);
// answers one request at a time and exits when the server disconnects (or dies).
import { AppError } from '@zp/domain/errors/app-error';
import type { ImageChildReply, ImageChildRequest } from './image-child.ts';
import { makeImageVariants, readImageSize } from './image-variants.ts';

const send = (reply: ImageChildReply) => process.send?.(reply);

async function handle(request: ImageChildRequest): Promise<void> {
  const buffer = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  try {
    const result =
      request.op === 'size'
        ? { ...(await readImageSize(buffer)), variants: [] }
        : await makeImageVariants(buffer);
    send({ id: request.id, ok: true, pid: process.pid, result });
  } catch (err) {
    // every sharp failure reaches here as the uploader's 400 (not decodable / too many pixels)
    if (err instanceof AppError) send({ id: request.id, ok: false, pid: process.pid, detail: err.detail });
    else throw err; // anything else is a fault: let the process crash, the server counts it as one
  }
}

if (!process.send) {
  console.error('image-child-entry: start me through ImageChild (an IPC channel is needed)');
  process.exit(2);
}
process.on('message', (request: ImageChildRequest) => {
  handle(request).catch((err) => {
    console.error(err);
    process.exit(1);
  });
});
process.on('disconnect', () => process.exit(0));
