import { test } from '../support/fixtures';
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test('old birthdate', async ({ page }) => {
  await page.goto('/auth/sign-up');
  const month = page.locator('select[name="month"]');
  await month.evaluate((element) => {
    const grid = element.closest('div')!.parentElement!;
    grid.style.gridTemplateColumns = '1.4fr 1fr 1fr';
    for (const cell of grid.children) (cell as HTMLElement).style.gridColumn = 'auto';
  });
  await month.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/shots/old-birthdate.png' });
  const fits = await month.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return { text: context.measureText(element.options[element.selectedIndex]?.text ?? '').width, width: element.clientWidth, pl: style.paddingLeft, pr: style.paddingRight, appearance: style.appearance, font: context.font };
  });
  console.log(JSON.stringify(fits));
});
