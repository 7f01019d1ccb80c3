import { commonTexts } from '@zp/domain/texts/de/common';

/** An RFC 9457 problem document as the server answers it. */
export interface ProblemDetails {
  status: number;
  title?: string;
  detail?: string;
  errors?: Record<string, string>;
  [member: string]: unknown;
}

/** `http`: the server answered with an error status; `network`: no answer; `timeout`: no answer in time. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** A failed API call; `detail` is always a German sentence fit for the user. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: Record<string, string>;
  readonly problem: ProblemDetails | null;

  constructor(kind: ApiErrorKind, problem: ProblemDetails | null, cause?: unknown) {
    const detail = problem?.detail?.trim() || commonTexts.genericError;
    super(detail, { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = problem?.status ?? 0;
    this.title = problem?.title ?? '';
    this.detail = detail;
    this.errors = problem?.errors ?? {};
    this.problem = problem;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function toFieldErrors(raw: unknown): Record<string, string> | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(raw)) {
    if (typeof message === 'string') out[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') out[field] = message[0];
  }
  return out;
}

/** Reads an error answer: problem+json, any JSON object, or nothing usable. */
export async function readProblem(res: Response): Promise<ProblemDetails> {
  let body: unknown = null;
  try {
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!isRecord(body)) return { status: res.status };
  return {
    ...body,
    status: typeof body.status === 'number' ? body.status : res.status,
    title: typeof body.title === 'string' ? body.title : undefined,
    detail: typeof body.detail === 'string' ? body.detail : undefined,
    errors: toFieldErrors(body.errors),
  };
}
