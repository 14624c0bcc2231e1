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
