import { expect, test, type Page } from '@playwright/test';
import { colorSchemes, seriousViolations } from './axe';
import { demoMembers, signedInState, type DemoMemberName } from './demo-members';

const avaProfile = `/profile/${demoMembers.ava.id}`;

/** Who looks at which page: Ava at her own pages, Noah at Ava's profile as another member sees it. */
const visits: [DemoMemberName, string[]][] = [
  ['ava', ['/home', '/messages', '/settings', avaProfile]],
  ['noah', [avaProfile]],
];

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  // The page itself, not the sign-in page a lost session would lead to.
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
}

for (const [member, paths] of visits) {
  test.describe(`signed in as ${member}`, () => {
    test.use({ storageState: signedInState(member) });
    for (const colorScheme of colorSchemes) {
      for (const path of paths) {
        test(`${path} has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
          await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
          await checkPage(page, path);
        });
      }
    }
  });
}
