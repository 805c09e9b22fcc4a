import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { redirect } from 'next/navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { anyone, defineAction, noInput } from '@/lib/errors/define-action';

const refuse = async (): Promise<never> => {
  throw new AppError('unauthenticated', 'Errors.auth.signInRequired');
};
const member = async () => ({ id: 'member-1' });
const schema = z.object({ circleId: z.coerce.number().int().positive({ error: 'Errors.field.invalid' }) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('defineAction', () => {
  it('asks the guard before it reads anything of the input', async () => {
    const read = vi.fn((value: unknown) => value);
    const work = vi.fn(async () => 'done');
    const action = defineAction({ guard: refuse, schema: z.unknown().transform(read) }, work);
    expect(await action({ circleId: 'not a number' })).toEqual({ ok: false, error: { code: 'unauthenticated', messageKey: 'Errors.auth.signInRequired' } });
    expect(read).not.toHaveBeenCalled();
    expect(work).not.toHaveBeenCalled();
  });

  it('gives the work the parsed input and the guard’s actor, FormData read like an object', async () => {
    const action = defineAction({ guard: member, schema }, async (input, user) => ({ ...input, userId: user.id }));
    expect(await action({ circleId: '7' })).toEqual({ ok: true, data: { circleId: 7, userId: 'member-1' } });
    const form = new FormData();
    form.set('circleId', '8');
    expect(await action(form)).toEqual({ ok: true, data: { circleId: 8, userId: 'member-1' } });
  });

  it('answers input the schema refuses with the field keys, and does no work', async () => {
    const work = vi.fn(async () => 'done');
    const action = defineAction({ guard: member, schema }, work);
    for (const input of [undefined, '!!!', { circleId: -1 }, [1, 2], null]) {
      expect(await action(input)).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalidInput', messageKey: 'Errors.invalidInput' }) });
    }
    expect(await action({ circleId: 0 })).toEqual({ ok: false, error: { code: 'invalidInput', messageKey: 'Errors.invalidInput', fields: { circleId: 'Errors.field.invalid' } } });
    expect(work).not.toHaveBeenCalled();
  });

  it('checks the bound arguments as it checks the input', async () => {
    const action = defineAction({ guard: member, schema, bound: [z.enum(['/plan', '/user/favorites'])] }, async (input, _user, page) => `${page} ${input.circleId}`);
    expect(await action('/plan', { circleId: 3 })).toEqual({ ok: true, data: '/plan 3' });
    const untyped = action as (...args: unknown[]) => Promise<unknown>;
    for (const args of [['!!!', {}], [{ page: '/plan' }, { circleId: 3 }], [], [undefined, { circleId: 3 }]]) {
      expect(await untyped(...args), JSON.stringify(args)).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalidInput' }) });
    }
  });

  it('refuses more arguments than the action takes', async () => {
    const work = vi.fn(async () => 'done');
    const untyped = defineAction({ guard: anyone, schema: noInput }, work) as (...args: unknown[]) => Promise<unknown>;
    expect(await untyped()).toEqual({ ok: true, data: 'done' });
    expect(await untyped('!!!', {})).toEqual({ ok: false, error: { code: 'invalidInput', messageKey: 'Errors.invalidInput' } });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('leaves out the last answer useActionState passes first, whatever it is', async () => {
    const action = defineAction({ guard: member, schema, formState: true }, async (input) => input.circleId);
    expect(await action(null, { circleId: 4 })).toEqual({ ok: true, data: 4 });
    const untyped = action as (...args: unknown[]) => Promise<unknown>;
    expect(await untyped('!!!', { circleId: 5 })).toEqual({ ok: true, data: 5 });
    expect(await untyped({ circleId: 6 })).toEqual({ ok: false, error: expect.objectContaining({ code: 'invalidInput' }) });
  });

  it('maps a failure of the work with the one mapper: expected ones by their code, anything else as internal', async () => {
    const expected = defineAction({ guard: anyone, schema: noInput }, async () => {
      throw new AppError('conflict', 'Errors.invalidInput');
    });
    expect(await expected()).toEqual({ ok: false, error: { code: 'conflict', messageKey: 'Errors.invalidInput' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unexpected = defineAction({ guard: anyone, schema: noInput }, async () => {
      throw new Error('database went away');
    });
    expect(await unexpected()).toEqual({ ok: false, error: { code: 'internal', messageKey: 'Errors.internal' } });
    expect(logged).toHaveBeenCalledOnce();
  });

  it('lets Next’s redirect through, from the guard as from the work', async () => {
    const fromWork = defineAction({ guard: anyone, schema: noInput }, async () => redirect('/circle/list'));
    await expect(fromWork()).rejects.toSatisfy(isRedirectError);
    const fromGuard = defineAction({ guard: async () => redirect('/auth/login'), schema: noInput }, async () => 'done');
    await expect(fromGuard()).rejects.toSatisfy(isRedirectError);
  });
});
