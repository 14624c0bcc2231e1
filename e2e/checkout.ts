import type { Page } from '@playwright/test';

/**
 * Fills the local Stripe stand-in's payment page as a member does, and pays (or starts the trial):
 * 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 declined (docs/plans.md).
 */
export async function payWith(page: Page, card: string, name = 'Jamie Doe') {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^(Start trial|Pay)$/ }).click();
}
