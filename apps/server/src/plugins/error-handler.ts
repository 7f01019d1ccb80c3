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
