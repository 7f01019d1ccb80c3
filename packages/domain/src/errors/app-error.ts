import { commonTexts } from '../texts/de/common.ts';

/** Error codes the services raise; the server maps each to an HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_DETAIL: Record<ErrorCode, string> = {
  BAD_REQUEST: commonTexts.badRequest,
  VALIDATION: commonTexts.validationFailed,
  UNAUTHORIZED: commonTexts.unauthorized,
  FORBIDDEN: commonTexts.forbidden,
  NOT_FOUND: commonTexts.notFound,
  CONFLICT: commonTexts.conflict,
  PAYLOAD_TOO_LARGE: commonTexts.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: commonTexts.unsupportedMediaType,
  TOO_MANY_REQUESTS: commonTexts.tooManyRequests,
  INTERNAL: commonTexts.genericError,
  UNAVAILABLE: commonTexts.serviceUnavailable,
};

export interface AppErrorOptions {
  /** German sentence shown to the user (problem+json `detail`). */
  detail?: string;
  /** Per-field German messages (problem+json `errors`). */
  errors?: Record<string, string>;
  /** Internal message for logs only; never sent to clients. */
  internal?: string;
  /** Extra machine-readable members for the problem document. */
  extra?: Record<string, unknown>;
}

/** A failure a service expects: carries its code, the German user text and optional field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  readonly errors?: Record<string, string>;
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.internal ?? options.detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.detail = options.detail ?? DEFAULT_DETAIL[code];
    this.errors = options.errors;
    this.extra = options.extra;
  }

  static validation(errors: Record<string, string>, detail?: string): AppError {
    return new AppError('VALIDATION', { errors, detail: detail ?? Object.values(errors)[0] });
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
