import { demo, signInThroughApi } from '../support/accounts';
import { query } from '../support/database';
import { expect, test } from '../support/fixtures';
import { createPlatinumUser } from '../support/platinum-user';
import { acceptedConsent, setCookies } from '../shell/helpers';

// A group's invitation and the groups page, met without the plan on a phone: what to do first is said,
// and no one is offered a plan they cannot buy.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('without the plan, an invitation says to get the plan first; under 18, no upsell and no buying', async ({ browser, baseURL }) => {
  const owner = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.51.0.1' } });
  await setCookies(owner, baseURL, acceptedConsent('en'));
  const ownerEmail = await createPlatinumUser('group-owner');
  await query(`UPDATE "User" SET nickname = 'Dee' WHERE email = $1`, [ownerEmail]);
  await signInThroughApi(owner.request, ownerEmail);
  const ownerPage = await owner.newPage();
  await ownerPage.goto('/group');
  await ownerPage.getByRole('textbox', { name: 'Group name' }).fill('Summer trip');
  await ownerPage.getByRole('button', { name: 'Create a group' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Summer trip' })).toBeVisible();
  await ownerPage.getByRole('button', { name: 'Make an invitation link' }).click();
  const invite = new URL(await ownerPage.getByRole('textbox', { name: 'Invitation link' }).inputValue()).pathname;
  await owner.close();

  for (const [who, buys, address] of [[demo.member, true, '10.51.0.2'], [demo.minor, false, '10.51.0.3']] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, extraHTTPHeaders: { 'x-forwarded-for': address } });
    await setCookies(context, baseURL, acceptedConsent('en'));
    await signInThroughApi(context.request, who);
    const page = await context.newPage();
    await page.goto(invite);
    await expect(page.getByRole('heading', { level: 1, name: 'You are invited to Summer trip' })).toBeVisible();
    // Nothing offers to join what cannot be joined yet.
    await expect(page.getByText('Join the group')).toHaveCount(0);
    if (buys) {
      await expect(page.getByText('Joining a group needs the Platinum plan: get the plan first, then open this invitation link again.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get the Platinum plan' })).toHaveAttribute('href', '/pay');
    } else {
      await expect(page.getByText('Joining a group needs the Platinum plan, which members can buy from their 18th birthday.')).toBeVisible();
      await expect(page.getByRole('link', { name: /Platinum plan/ })).toHaveCount(0);
      await page.goto('/group');
      await expect(page.getByText('Joining a group needs the Platinum plan, which members can buy from their 18th birthday.')).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await context.close();
  }
});
