import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const publicPages = ['/', '/pricing', '/terms', '/privacy', '/about', '/login', '/register'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of publicPages) {
    test(`${path} has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
