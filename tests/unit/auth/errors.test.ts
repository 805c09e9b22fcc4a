import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { actionError, AppError, errorResponse, invalidInput } from '@/lib/errors';

describe('errorResponse', () => {
  it('maps each kind of AppError to its status with a JSON body', async () => {
    const cases = [
      ['invalidInput', 400],
      ['unauthenticated', 401],
      ['forbidden', 403],
      ['notFound', 404],
      ['conflict', 409],
      ['rateLimited', 429],
    ] as const;
    for (const [code, status] of cases) {
      const response = errorResponse(new AppError(code, 'Errors.example'));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: { code, messageKey: 'Errors.example' } });
    }
  });

  it('turns a zod error into 400 with a message key per field, never zod’s English', async () => {
    const schema = z.object({ email: z.email({ error: 'Errors.field.invalidEmail' }), age: z.number() });
    const result = schema.safeParse({ email: 'no', age: 'x' });
    expect(result.success).toBe(false);
    const response = errorResponse(result.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalidInput', messageKey: 'Errors.invalidInput', fields: { email: 'Errors.field.invalidEmail', age: 'Errors.field.invalid' } },
    });
  });

  it('adds Retry-After to rate limits and a Bearer challenge to 401', () => {
    expect(errorResponse(new AppError('rateLimited', 'Errors.rateLimited', { retryAfterSeconds: 90 })).headers.get('retry-after')).toBe('90');
    expect(errorResponse(new AppError('unauthenticated', 'Errors.auth.tokenMissing')).headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers anything else with a generic 500 and logs the detail', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = errorResponse(new Error('database password is hunter2'));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).not.toContain('hunter2');
    expect(JSON.parse(body)).toEqual({ error: { code: 'internal', messageKey: 'Errors.internal' } });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

describe('actionError', () => {
  it('gives server actions the same body as a result', () => {
    const error = invalidInput(z.object({ a: z.string({ error: 'Errors.field.required' }) }).safeParse({}).error!);
    expect(actionError(error)).toEqual({ ok: false, error: { code: 'invalidInput', messageKey: 'Errors.invalidInput', fields: { a: 'Errors.field.required' } } });
  });
});
