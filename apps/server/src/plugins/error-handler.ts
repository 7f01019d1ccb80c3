import { AppError, commonTexts, ERROR_STATUS } from '@zp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const DETAIL_BY_STATUS: Record<number, string> = {
  400: commonTexts.badRequest,
  401: commonTexts.unauthorized,
  403: commonTexts.forbidden,
  404: commonTexts.notFound,
  413: commonTexts.payloadTooLarge,
  415: commonTexts.unsupportedMediaType,
  429: commonTexts.tooManyRequests,
  503: commonTexts.serviceUnavailable,
};

export interface ProblemInput {
  status: number;
  detail: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

export function sendProblem(reply: FastifyReply, request: FastifyRequest, p: ProblemInput) {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[p.status] ?? 'Error',
    ...p,
    instance: request.url,
  };
  return reply.status(p.status).type('application/problem+json; charset=utf-8').send(body);
}

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const name = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return name || context || '_';
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx: a value out of range, a date outside the calendar, a NUL
 * byte in text, a malformed number) means the input could not be stored as sent. The contracts refuse such input
 * first; this is the net for what they miss: a German 400, never a 500 (logged as a warning so it gets a rule).
 */
export function isDataException(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    depth++;
  }
  return false;
}

/**
 * Fastify's router answers a malformed URL (`/api/files/%C0%AE`) and an over-long path parameter itself, in English
 * JSON echoing the path: `frameworkErrors` makes them the German 400 problem every other bad request gets.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'client error');
  const status = error.code === 'FST_ERR_ASYNC_CONSTRAINT' ? 500 : 400;
  return sendProblem(reply, request, {
    status,
    detail: status === 400 ? commonTexts.badRequest : commonTexts.genericError,
  });
}

/** One place turns every failure into problem+json with a German detail; 5xx never leak internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'service failure');
      return sendProblem(reply, request, {
        status: error.status,
        detail: error.detail,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.extra ?? {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const unknownKeys =
          v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys : undefined;
        const base = fieldName(v.instancePath, error.validationContext);
        const keys = unknownKeys?.length
          ? unknownKeys.map((k) => (v.instancePath ? `${base}.${k}` : k))
          : [base];
        for (const key of keys) errors[key] ??= v.message ?? commonTexts.badRequest;
      }
      return sendProblem(reply, request, {
        status: ERROR_STATUS.VALIDATION,
        detail: Object.values(errors)[0] ?? commonTexts.validationFailed,
        errors,
      });
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'input the database refused');
      return sendProblem(reply, request, { status: 400, detail: commonTexts.badRequest });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, msg: error.message }, 'client error');
      return sendProblem(reply, request, {
        status,
        detail: DETAIL_BY_STATUS[status] ?? commonTexts.badRequest,
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(reply, request, { status: 500, detail: commonTexts.genericError });
  });
}
