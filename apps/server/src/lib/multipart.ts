// the request's isMultipart() and parts() (the plugin's type augmentation; app.ts registers the plugin)
import type {} from '@fastify/multipart';
import { AppError, fieldTexts, fileTexts, issuesToFieldErrors, MAX_UPLOAD_BYTES } from '@zp/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/** Reads a JSON body or a multipart form (fields + the named files); other file fields are refused. */
export async function readForm(request: FastifyRequest, allowedFiles: readonly string[]): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body != null && (typeof body !== 'object' || Array.isArray(body))) throw new AppError('BAD_REQUEST');
    return { fields: (body as Record<string, unknown>) ?? {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      // NUL bytes cannot be stored, drawn or used in a file name (issue 15): a German field error.
      if (part.fieldname.includes('\u0000')) throw AppError.validation({ _: fieldTexts.badFormat });
      if (part.type === 'field') {
        if (typeof part.value === 'string' && part.value.includes('\u0000'))
          throw AppError.validation({ [part.fieldname]: fieldTexts.badFormat });
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.filename?.includes('\u0000')) {
        await part.toBuffer().catch(() => undefined);
        throw AppError.validation({ [part.fieldname]: fieldTexts.badFormat });
      }
      if (!allowedFiles.includes(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        throw AppError.validation({ [part.fieldname]: 'Unbekanntes Feld' });
      }
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
        throw AppError.validation({ [part.fieldname]: fileTexts.tooLarge(MAX_UPLOAD_BYTES) });
      }
      if (part.file.truncated)
        throw AppError.validation({ [part.fieldname]: fileTexts.tooLarge(MAX_UPLOAD_BYTES) });
      if (buffer.length > 0) files[part.fieldname] = { buffer, filename: part.filename };
    }
  } catch (err) {
    // A broken body (no boundary, cut off, too many parts) is the client's fault: a German 4xx, never a 500.
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    throw new AppError('BAD_REQUEST', { internal: err instanceof Error ? err.message : String(err) });
  }
  return { fields, files };
}

/** Parses form fields with a domain schema; failures become a 400 with the German field messages. */
export function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.infer<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw AppError.validation(issuesToFieldErrors(result.error.issues));
  return result.data;
}
