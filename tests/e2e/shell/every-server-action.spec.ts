import type { APIRequestContext } from '@playwright/test';
import { signInThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';
import { buildServerActions } from '../support/server-actions';

// Issue 47, item 7: the plan page's inline "mark as seen" action answered 500, without sign-in, to a post
// of its Next-Action with the body `["!!!",{}]`: Next decodes an inline action's closure from its first
// argument before any code of ours runs. Every action is now an export of a lib/*/actions module made by
// defineAction, which checks every argument it is posted. This spec takes the list of actions from the
// build it runs against (its server-reference manifest), not from a folder, and posts each of them
// arguments it cannot take, as a visitor and as a Platinum member: the answer is a refusal or an error
// result, never a 500 and never an internal error.

const actions = buildServerActions();

/** Bodies no form of ours sends: undecodable closures and bound arguments, too many, the wrong kinds. */
const garbage = [
  '["!!!",{}]',
  '["!!!","!!!","!!!"]',
  '[1,2,3,4,5,6,7,8,9,10]',
  '[{"__proto__":{"polluted":true}},null]',
  '[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]',
  `[null,"${'x'.repeat(20_000)}"]`,
  '[99999999999999999999,-1e308,"\\u0000\\u202e"]',
];

/** A page the action is rendered on, as a path: `app/(nav)/group/[groupId]/page` → `/group/1`. */
function pathOf(worker: string): string {
  const segments = worker
    .replace(/^app\//, '')
    .replace(/\/?page$/, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => (/^\[.*\]$/.test(segment) ? '1' : segment));
  return `/${segments.join('/')}`;
}

// Signing out ends the member's session for the posts after it: those go last.
const endsTheSession = (name: string) => /signOut/.test(name);
const inOrder = [...actions].sort((a, b) => Number(endsTheSession(a.name)) - Number(endsTheSession(b.name)) || a.name.localeCompare(b.name));

async function postGarbage(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const failures: string[] = [];
  for (const action of inOrder) {
    const page = pathOf(action.pages[0] ?? 'app/page');
    for (const body of garbage) {
      const response = await request.post(page, {
        headers: { 'next-action': action.id, origin: baseURL, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
        data: body,
        maxRedirects: 0,
      });
      const text = await response.text();
      if (response.status() >= 500 || text.includes('"code":"internal"')) failures.push(`${action.name} (${action.filename}) on ${page} ${body.slice(0, 40)} → ${response.status()}`);
    }
  }
  return failures;
}

test.describe('every server action of the build', () => {
  test('comes from a module of actions on the wrapper, none inline', () => {
    expect(actions.length).toBeGreaterThan(40);
    const elsewhere = actions.filter((action) => !/^lib\/[^/]+\/actions\/[^/]+\.ts$/.test(action.filename) || action.name.startsWith('$$'));
    expect(elsewhere.map((action) => `${action.name} ${action.filename}`)).toEqual([]);
  });

  test('answers the plan page’s post of `["!!!",{}]` without a 500, for each of its actions', async ({ request, baseURL }) => {
    const onPlan = actions.filter((action) => action.pages.includes('app/(nav)/plan/page'));
    expect(onPlan.length).toBeGreaterThan(5);
    for (const action of onPlan) {
      const response = await request.post('/plan', {
        headers: { 'next-action': action.id, origin: baseURL!, 'content-type': 'text/plain;charset=UTF-8' },
        data: '["!!!",{}]',
        maxRedirects: 0,
      });
      expect(response.status(), `${action.name} (${action.filename})`).toBeLessThan(500);
    }
  });

  test('refuses arguments it cannot take, posted by a visitor', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    expect(await postGarbage(request, baseURL!)).toEqual([]);
  });

  test('refuses arguments it cannot take, posted by a Platinum member', async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    await signInThroughApi(request, await createPlatinumUser('garbage-actions'));
    expect(await postGarbage(request, baseURL!)).toEqual([]);
  });
});
