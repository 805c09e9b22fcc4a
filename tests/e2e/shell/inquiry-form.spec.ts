import { expect, test } from '../support/fixtures';

// The inquiry form is given to useActionState, which posts its last answer before the form's data; the
// action (defineAction with formState) leaves that answer out and answers with the form's next state.
// Both ways a phone may post it: with the page's script, and before it has loaded.

async function fillAndSend(page: import('@playwright/test').Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Message').fill('Where is hall 7?');
  await page.getByRole('button', { name: 'Send' }).click();
}

test('answers a wrong address field by field, keeps the message, then takes the corrected one', async ({ page }) => {
  await page.goto('/docs/inquiry');
  await fillAndSend(page, 'not an address');
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('Where is hall 7?');
  await fillAndSend(page, 'visitor@e2e.example');
  await expect(page.getByRole('status')).toHaveText('Thank you. Your message was received and we will reply by email.');
});

test.describe('before the page’s script has loaded', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts to its action and shows the answer', async ({ page }) => {
    await page.goto('/docs/inquiry');
    await fillAndSend(page, 'not an address');
    await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
    await fillAndSend(page, 'visitor@e2e.example');
    await expect(page.getByRole('status')).toHaveText('Thank you. Your message was received and we will reply by email.');
  });
});
