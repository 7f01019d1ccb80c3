import { describe, expect, it } from 'vitest';
import { commonTexts } from '../texts/de/common.ts';
import { AppError, ERROR_STATUS, type ErrorCode, isAppError } from './app-error.ts';

describe('AppError', () => {
  it.each<[ErrorCode, number, string]>([
    ['BAD_REQUEST', 400, commonTexts.badRequest],
    ['VALIDATION', 400, commonTexts.validationFailed],
    ['UNAUTHORIZED', 401, commonTexts.unauthorized],
    ['FORBIDDEN', 403, commonTexts.forbidden],
    ['NOT_FOUND', 404, commonTexts.notFound],
    ['CONFLICT', 409, commonTexts.conflict],
    ['PAYLOAD_TOO_LARGE', 413, commonTexts.payloadTooLarge],
    ['UNSUPPORTED_MEDIA_TYPE', 415, commonTexts.unsupportedMediaType],
    ['TOO_MANY_REQUESTS', 429, commonTexts.tooManyRequests],
    ['INTERNAL', 500, commonTexts.genericError],
    ['UNAVAILABLE', 503, commonTexts.serviceUnavailable],
  ])('%s → %d with a German default detail', (code, status, detail) => {
    const error = new AppError(code);
    expect(error.status).toBe(status);
    expect(ERROR_STATUS[code]).toBe(status);
    expect(error.code).toBe(code);
    expect(error.detail).toBe(detail);
    expect(error.errors).toBeUndefined();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
  });

  it('gives every declared code its status and a German detail', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const error = new AppError(code);
      expect(error.status).toBe(ERROR_STATUS[code]);
      expect(error.detail).toMatch(/^[A-ZÄÖÜ].*\.$/);
      expect(error.detail).not.toBe(code);
    }
  });

  it('carries an explicit detail, field errors and extra members', () => {
    const error = new AppError('NOT_FOUND', {
      detail: commonTexts.unknownSubdomain,
      errors: { subdomain: 'x' },
      extra: { retryAfter: 3 },
    });
    expect(error.detail).toBe('Diese Subdomain existiert nicht oder wurde noch nicht freigegeben');
    expect(error.errors).toEqual({ subdomain: 'x' });
    expect(error.extra).toEqual({ retryAfter: 3 });
  });

  it('keeps the internal message out of the user text', () => {
    const error = new AppError('INTERNAL', { internal: 'db timeout on host 10.0.0.3' });
    expect(error.message).toBe('db timeout on host 10.0.0.3');
    expect(error.detail).toBe(commonTexts.genericError);
  });

  it('validation() is a 400 whose detail is the first field message unless given', () => {
    const error = AppError.validation({
      email: 'Keine valide E-Mail-Adresse',
      name: 'Dieses Feld wird benötigt',
    });
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.detail).toBe('Keine valide E-Mail-Adresse');
    expect(error.errors).toEqual({ email: 'Keine valide E-Mail-Adresse', name: 'Dieses Feld wird benötigt' });

    expect(AppError.validation({ a: 'x' }, 'Bitte prüfen').detail).toBe('Bitte prüfen');
    expect(AppError.validation({}).detail).toBe(commonTexts.validationFailed);
  });

  it('isAppError tells AppErrors from other errors', () => {
    expect(isAppError(new AppError('CONFLICT'))).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ code: 'CONFLICT', status: 409 })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });
});
