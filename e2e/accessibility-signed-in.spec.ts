import { expect, test, type Locator, type Page } from '@playwright/test';
import { colorSchemes, seriousViolations } from './axe';
import { demoMembers, signedInState, type DemoMemberName } from './demo-members';

const avaProfile = `/profile/${demoMembers.ava.id}`;
// Someone Noah is not matched with: her profile offers Connect.
const elenaProfile = '/profile/d0000000-0000-4000-8000-000000000006';
const unknownProfile = '/profile/00000000-0000-4000-8000-00000000dead';

/** Who looks at which page: Ava at her own pages, Noah at Ava's profile as another member sees it. */
const visits: [DemoMemberName, string[]][] = [
  ['ava', ['/home', '/messages', '/settings', '/notifications', avaProfile]],
  ['noah', [avaProfile, unknownProfile]],
];

/** What shows once a page has its data, so that axe checks the page, not its spinner. */
const loaded: Record<string, (page: Page) => Locator> = {
  // The feed's cards, not its skeletons.
  '/home': (page) => page.getByRole('article').first(),
  '/settings': (page) => page.getByRole('switch', { name: 'New matches' }),
  // The seed's likes told Ava.
  '/notifications': (page) => page.getByRole('link', { name: /likes you/ }).first(),
  [avaProfile]: (page) => page.getByRole('img', { name: /^Photo 1 of \d+ of Ava$/ }),
  [unknownProfile]: (page) => page.getByRole('link', { name: 'Return to Home' }),
};

async function checkPage(page: Page, path: string) {
  await page.goto(path);
  // The page itself, not the sign-in page a lost session would lead to.
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(loaded[path]?.(page) ?? page.getByRole('main')).toBeVisible();
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

// The account dialogs of Settings, open, in both schemes (Ava's session: nothing is submitted).
test.describe('settings dialogs', () => {
  test.use({ storageState: signedInState('ava') });
  for (const colorScheme of colorSchemes) {
    test(`the delete-account dialog has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

// Dating Preferences and Show Interest, open over the feed, in both schemes (nothing is submitted).
test.describe('discovery dialogs', () => {
  test.use({ storageState: signedInState('ava') });
  for (const colorScheme of colorSchemes) {
    test(`Dating Preferences and Show Interest have no serious accessibility violation (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/home');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.getByRole('button', { name: 'Dating preferences' }).click();
      const preferences = page.getByRole('dialog', { name: 'Dating Preferences' });
      await expect(preferences.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await preferences.getByRole('button', { name: 'Close' }).click();
      await expect(preferences).toBeHidden();
      await page.getByRole('button', { name: /^Show Interest in / }).first().click();
      await expect(page.getByRole('dialog', { name: 'Show Interest' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

// People Interested in You (Ava has likes waiting) and the connection-request dialog (Noah on Ava's
// profile), open, in both schemes: nothing is answered or sent.
test.describe('likes and connection dialogs', () => {
  for (const colorScheme of colorSchemes) {
    test.describe(`${colorScheme}`, () => {
      test.beforeEach(async ({ page }) => page.emulateMedia({ colorScheme, reducedMotion: 'reduce' }));

      test.describe('as ava', () => {
        test.use({ storageState: signedInState('ava') });
        test(`People Interested in You has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
          await page.goto('/messages');
          await page.getByRole('banner').getByRole('button', { name: /^Likes, \d+ pending$/ }).click();
          const likes = page.getByRole('dialog', { name: 'People Interested in You' });
          await expect(likes.getByRole('button', { name: /^Accept interest from / }).first()).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      });

      test.describe('as noah', () => {
        test.use({ storageState: signedInState('noah') });
        test(`the connection-request dialog has no serious accessibility violation (${colorScheme})`, async ({ page }) => {
          await page.goto(elenaProfile);
          await page.getByRole('button', { name: 'Connect with Elena' }).click();
          await expect(page.getByRole('dialog', { name: 'Connect with Elena' }).getByLabel('Message (optional)')).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      });
    });
  }
});
