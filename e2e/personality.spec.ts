import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { payWith } from './checkout';
import { demoMembers, signedInState } from './demo-members';
import { signIn, signUp } from './new-members';

// The personality assessment (docs/features.md, Personality assessment). A fresh member upgrades to
// Elite and takes the questionnaire on a phone, one statement a screen, stops after 20, comes back
// where she stopped, finishes, and shares her result. Ava sees the result Noah (Elite) shares with
// his matches on his profile, as the demo world seeds it.

/** A fresh member on a phone-sized screen, signed in, who upgraded to Elite with the stand-in's test card. */
async function eliteOnAPhone(browser: Browser, page: Page, firstName: string) {
  const member = await signUp(page, firstName);
  const phone = await (await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto('/login');
  await signIn(phone, member.email);
  await expect(phone).toHaveURL('/home');
  await phone.goto('/pricing');
  await phone.getByRole('button', { name: 'Upgrade Plan to Elite' }).click();
  await payWith(phone, '4242 4242 4242 4242', `${firstName} Tester`);
  await expect(phone.getByText('Subscription updated successfully!')).toBeVisible();
  return phone;
}

/** Answers the statement on screen and waits for the next one (or the result after the 50th). */
async function answer(page: Page, position: number, choice: string) {
  await expect(page.getByText(`Statement ${position} of 50`)).toBeVisible();
  await page.getByRole('radio', { name: choice }).click();
  await expect(position === 50 ? page.getByText('Your result is ready.') : page.getByText(`Statement ${position + 1} of 50`)).toBeVisible();
}

test('a member takes the questionnaire on a phone, resumes where she stopped, and sees her result', async ({ browser, page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const phone = await eliteOnAPhone(browser, page, 'Iris');
  await phone.getByRole('button', { name: 'Account menu' }).click();
  await phone.getByRole('menuitem', { name: 'Personality' }).click();
  await expect(phone).toHaveURL('/personality');
  await phone.getByRole('button', { name: 'Start' }).click();
  await expect(phone.getByRole('heading', { level: 2, name: 'Am the life of the party.' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  for (let position = 1; position <= 20; position += 1) await answer(phone, position, 'Moderately accurate');
  await expect(phone.getByText('20 of 50 answered')).toBeVisible();

  await phone.reload();
  await expect(phone.getByText('Statement 21 of 50')).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2, name: 'Start conversations.' })).toBeVisible();
  await phone.getByRole('button', { name: 'Back' }).click();
  await expect(phone.getByRole('radio', { name: 'Moderately accurate' })).toBeChecked();
  await phone.getByRole('radio', { name: 'Very accurate' }).click();
  await expect(phone.getByText('Statement 21 of 50')).toBeVisible();
  for (let position = 21; position <= 50; position += 1) await answer(phone, position, position % 2 ? 'Very accurate' : 'Neither accurate nor inaccurate');

  await expect(phone.getByRole('progressbar')).toHaveCount(5);
  await expect(phone.getByRole('progressbar', { name: 'Extraversion' })).toBeVisible();
  expect(await seriousViolations(phone)).toEqual([]);
  await phone.getByRole('link', { name: 'See it on your profile' }).click();
  const section = phone.getByRole('region', { name: 'Personality' });
  await expect(section.getByText(/You can retake it on /)).toBeVisible();
  const share = section.getByRole('switch', { name: 'Show my result to my matches' });
  await expect(share).not.toBeChecked();
  await Promise.all([phone.waitForResponse((response) => response.url().includes('/rpc/set_personality_sharing') && response.ok()), share.check()]);
  await phone.reload();
  await expect(phone.getByRole('region', { name: 'Personality' }).getByRole('switch', { name: 'Show my result to my matches' })).toBeChecked();
});

test.describe('as Ava', () => {
  test.use({ storageState: signedInState('ava') });

  test('sees the result Noah shares with his matches on his profile', async ({ page }) => {
    await page.goto(`/profile/${demoMembers.noah.id}`);
    const section = page.getByRole('region', { name: 'Personality' });
    await expect(section.getByText('How Noah describes themselves')).toBeVisible();
    await expect(section.getByRole('progressbar')).toHaveCount(5);
    await expect(section.getByRole('switch')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
