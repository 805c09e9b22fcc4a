import path from 'node:path';
import fc from 'fast-check';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildIsCurrent } from '@/scripts/support/build-fingerprint';
import { buildServerActions } from '@/tests/e2e/support/server-actions';
import { withRequestHeaders } from '@/tests/support/request-scope';
import { writeSmallEvent } from '@/tests/support/small-event';
import { startRouteTestContext, type RouteTestContext } from '@/tests/support/route-test-context';

vi.mock('next/headers', () => import('@/tests/support/request-scope'));
// next-intl's server helpers need React's server build, which tests do not run; the locale is not what is tested.
vi.mock('next-intl/server', () => ({ getLocale: async () => 'ja' }));

// Issue 15, generated inputs: every export of every `'use server'` file in lib/*/actions is a public
// endpoint that anyone can post anything to (tests/unit/architecture/server-actions.test.ts keeps every
// action there, and tests/e2e/shell/every-server-action.spec.ts posts to every action the build lists).
// Each is called with generated input (JSON values, objects with the field names the actions read,
// FormData), alone, after a form's last answer or among arguments it does not take (issue 47: bound
// arguments a client made up), as a member with the plan, as a minor with the plan whose one birthdate
// correction is spent, and as a visitor. Each must answer with its ActionResult (an error result never
// `internal`) or Next's redirect; nothing else may throw; and the minor stays a minor.

type Action = (...args: unknown[]) => Promise<unknown>;

const actionModules = import.meta.glob<Record<string, unknown>>('/lib/*/actions/*.ts');

let context: RouteTestContext;
let circleIds: number[] = [];

beforeAll(async () => {
  context = await startRouteTestContext();
  circleIds = await writeSmallEvent(context.database.db);
});

afterAll(async () => {
  await context?.stop();
});

const fieldNames = [
  'circleId', 'circleIds', 'color', 'memo', 'label', 'nickname', 'birthdate', 'birthDate', 'year', 'month', 'day', 'showAdult',
  'locale', 'email', 'password', 'passwordRepeat', 'code', 'token', 'redirectTo', 'provider', 'agreePayment', 'acceptTerms',
  'acceptCookiePolicy', 'showItemNames', 'showAuthor', 'showGenre', 'showSpace', 'showMemo', 'confirm', 'name', 'address', 'phone',
];

// Circle ids are read when a value is drawn: the arbitraries are built before the event is seeded.
const listedCircleId = () => fc.nat({ max: 4 }).map((index) => circleIds[index] ?? index);
const scalar = () =>
  fc.oneof(
    listedCircleId(),
    listedCircleId().map(String),
    fc.integer({ min: -1, max: 20 }),
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 99_999_999_999, Number.MAX_SAFE_INTEGER, 1e308, 'on', 'true', '1', '', 'member@example.com', '/circle/list', '//evil.example', 'ja', 'idp', '1990-04-01', '2001-02-29', '123456'),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.string({ unit: 'binary', maxLength: 80 }),
  );
const fieldValue = () => fc.oneof({ weight: 4, arbitrary: scalar() }, { weight: 1, arbitrary: fc.array(scalar(), { maxLength: 6 }) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
const fields = () => fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: fc.string() }), fieldValue(), { maxKeys: 6 });

/** Values each field name takes when it is right, or nearly: schemas strip the names they do not read. */
const plausible = () => {
  const password = fc.constantFrom('new password 123', 'short');
  return fc.record({
    circleId: fc.oneof(listedCircleId(), listedCircleId().map(String)),
    circleIds: fc.array(listedCircleId(), { maxLength: 5 }),
    color: fc.oneof(fc.integer({ min: 0, max: 19 }), fc.integer({ min: 1, max: 18 }).map(String)),
    memo: fc.string({ maxLength: 40 }),
    label: fc.string({ maxLength: 45 }),
    nickname: fc.string({ maxLength: 45 }),
    birthdate: fc.constantFrom('1990-04-01', '2015-01-01', '1899-12-31', '2001-02-29'),
    year: fc.integer({ min: 1890, max: 2030 }).map(String),
    month: fc.integer({ min: 0, max: 13 }).map(String),
    day: fc.integer({ min: 0, max: 32 }).map(String),
    showAdult: fc.constantFrom('on', true, 0, 'false'),
    showItemNames: fc.constantFrom('on', false),
    locale: fc.constantFrom('ja', 'en', 'zh', 'fr'),
    email: fc.oneof(fc.constant('member@example.com'), fc.emailAddress()),
    password,
    passwordRepeat: password,
    code: fc.stringMatching(/^\d{6}$/),
    token: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    redirectTo: fc.constantFrom('/circle/list', '/favorites', '//evil.example', '/\\evil.example', 'javascript:alert(1)'),
    provider: fc.constantFrom('idp', 'legacy', 'google', 'credentials', 'nope'),
    agreePayment: fc.constantFrom('on', ''),
    acceptTerms: fc.constantFrom('on', ''),
    acceptCookiePolicy: fc.constant('on'),
    confirm: fc.constantFrom('stop-renewal', 'yes'),
  });
};

/** A plausible input with one field replaced by anything at all. */
const nearlyValid = () =>
  fc.tuple(plausible(), fc.constantFrom(...fieldNames), fc.option(fieldValue(), { nil: undefined })).map(([values, name, replacement]) => {
    const copy: Record<string, unknown> = { ...values };
    if (replacement === undefined) delete copy[name];
    else copy[name] = replacement;
    return copy;
  });

function formData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, typeof item === 'string' ? item : JSON.stringify(item) ?? '');
  }
  return form;
}

const input = () =>
  fc.oneof(
    { weight: 4, arbitrary: plausible() },
    { weight: 4, arbitrary: nearlyValid() },
    { weight: 2, arbitrary: plausible().map(formData) },
    { weight: 3, arbitrary: fields() },
    { weight: 2, arbitrary: fields().map(formData) },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

/** Actions a form drives through `useActionState`: the form's last answer comes first, the posted data second. */
const formStateActions = new Set(['submitInquiry', 'signOutEverywhereFormAction']);

/** The arguments of one call: the input alone, after a form's last answer, or among arguments nothing takes. */
const callArguments = (name: string) =>
  fc.oneof(
    { weight: 4, arbitrary: input().map((value) => (formStateActions.has(name) ? [null, value] : [value])) },
    { weight: 1, arbitrary: input().map((value) => [value]) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('!!!', null, {}, 42), input(), fc.option(fc.jsonValue(), { nil: undefined })) },
  );

/**
 * What an action may do with any arguments: answer with its result (`{ ok }`), or redirect. Never throw,
 * never fail as an internal error; the inquiry form's own state never either.
 */
async function expectActionOutcome(name: string, action: Action, args: unknown[], label: string) {
  let result: unknown;
  try {
    result = await action(...args);
  } catch (error) {
    if (isRedirectError(error)) return;
    throw new Error(`${label} threw instead of answering with its result`, { cause: error });
  }
  expect(result, label).toEqual(expect.objectContaining({ ok: expect.any(Boolean) }));
  const { ok, error, data } = result as { ok: boolean; error?: { code: string; messageKey: string }; data?: unknown };
  if (!ok) {
    expect(error?.code, `${label} failed unexpectedly`).not.toBe('internal');
    expect(error?.messageKey, label).toMatch(/^Errors\./);
  }
  const state = data as { status?: string; messageKey?: string } | undefined;
  if (name === 'submitInquiry' && state?.status === 'failed') expect(state.messageKey, `${label} failed unexpectedly`).toMatch(/^Errors\.(?!internal)/);
}

it('finds the server actions', () => {
  expect(Object.keys(actionModules).length).toBeGreaterThanOrEqual(24);
});

// The list above comes from a folder; the build's own list is the truth. With a build of these sources
// at hand (the end-to-end step makes one, and posts to each of its actions itself), every action in it
// must be one that is called here.
it.skipIf(!buildIsCurrent(path.resolve(import.meta.dirname, '../../..')))('calls every action the current production build contains', async () => {
  const called = new Set<string>();
  for (const [file, load] of Object.entries(actionModules)) for (const name of Object.keys(await load())) called.add(`${file.slice(1)} ${name}`);
  const built = buildServerActions().map((action) => `${action.filename} ${action.name}`);
  expect(built.length).toBeGreaterThan(40);
  expect(built.filter((action) => !called.has(action))).toEqual([]);
});

describe.each(Object.keys(actionModules).sort())('%s', (file) => {
  it('answers generated input with its result or a redirect', async () => {
    const load = actionModules[file];
    if (!load) throw new Error(`no module for ${file}`);
    const exports = Object.entries(await load()).filter((entry): entry is [string, Action] => typeof entry[1] === 'function');
    expect(exports.length).toBeGreaterThan(0);
    for (const [name, action] of exports) {
      await fc.assert(
        fc.asyncProperty(callArguments(name), fc.constantFrom('visitor', 'member', 'minor'), async (args, actor) => {
          const headers = actor === 'member' ? await context.memberHeaders() : actor === 'minor' ? await context.minorHeaders() : new Headers();
          await withRequestHeaders(headers, () => expectActionOutcome(name, action, args, `${name}(${actor})`));
        }),
        { numRuns: 30 },
      );
    }
    // Issue 32: whatever anyone posted, the minor whose one correction is spent is still a minor.
    expect(await context.database.db.user.findUniqueOrThrow({ where: { id: context.minorId }, select: { birthdate: true, showAdult: true } })).toEqual({
      birthdate: new Date('2012-05-05'),
      showAdult: false,
    });
  }, 60_000);
});
