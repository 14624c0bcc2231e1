import { expect, test } from '@playwright/test';
import { colorSchemes, seriousViolations } from './axe';

const publicPages = ['/', '/pricing', '/terms', '/privacy', '/about', '/login', '/register'];

for (const colorScheme of colorSchemes) {
  for (const path of publicPages) {
    test(`${path} has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// axe reads colours as they are: a button still fading in after it was enabled reads as low contrast.
test('who asks for less motion gets buttons that change colour at once', async ({ page }) => {
  const longestTransition = () =>
    page
      .getByRole('button', { name: 'Sign in', exact: true })
      .evaluate((button) => Math.max(...getComputedStyle(button).transitionDuration.split(',').map(parseFloat)));
  await page.goto('/login');
  expect(await longestTransition()).toBeGreaterThanOrEqual(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await longestTransition()).toBeLessThan(0.001);
});
