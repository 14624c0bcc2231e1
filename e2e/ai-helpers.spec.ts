import { expect, test, type Page } from '@playwright/test';
import { demoMembers, signedInState } from './demo-members';

// The AI helpers through the real `ai` function, without a provider key (as in CI): every tool and
// persona gives its canned answer, marked simulated. Each member stays well under the 20 answers a
// minute: Ava asks the six tools, Noah the card's analysis and the four personas.

const assistant = (page: Page) => page.getByRole('dialog', { name: 'AI Dating Assistant' });

async function runTool(page: Page, tool: string, action: string) {
  const dialog = assistant(page);
  await dialog.getByRole('tab', { name: tool }).click();
  await dialog.getByRole('button', { name: action }).click();
  const answer = dialog.getByRole('region', { name: `${tool} answer` });
  await expect(answer.getByText('Simulated answer')).toBeVisible();
  return answer;
}

test.describe('as Ava', () => {
  test.use({ storageState: signedInState('ava') });

  test('the coach in a thread opens the assistant about Noah, and all six tools answer', async ({ page }) => {
    await page.goto(`/messages/${demoMembers.noah.id}`);
    await page.getByRole('button', { name: 'Conversation coach' }).click();
    const dialog = assistant(page);
    await expect(dialog.getByRole('combobox', { name: 'Selected profile' })).toHaveText('Noah');
    await expect(dialog.getByRole('tab', { name: 'Conversation Coach' })).toHaveAttribute('aria-selected', 'true');

    await expect(await runTool(page, 'Conversation Coach', 'Get conversation tips')).toContainText('Noah');
    await expect(await runTool(page, 'Safety Check', 'Run safety check')).toContainText(/(Low|Medium|High) risk/);
    await expect(await runTool(page, 'Date Planning', 'Suggest dates')).toContainText('Safety tip');
    await expect(await runTool(page, 'Compatibility Analysis', 'Analyze compatibility')).toContainText(/\d+% compatible/);
    await expect(await runTool(page, 'Growth Feedback', 'Get feedback')).toContainText('What works');
    const enhancement = await runTool(page, 'Profile Enhancement', 'Enhance my profile');
    await expect(enhancement).toContainText('Suggested bio');

    // The suggested bio goes to Edit Profile, prefilled; nothing is saved until she says so.
    await enhancement.getByRole('button', { name: 'Apply to my profile' }).click();
    await expect(assistant(page)).toBeHidden();
    const editProfile = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(editProfile.getByRole('textbox', { name: 'Bio' })).toHaveValue(/^Hi, I'm Ava/);
  });
});

test.describe('as Noah', () => {
  test.use({ storageState: signedInState('noah') });

  test('AI Assist on a card analyses that member; date planning asks for a match', async ({ page }) => {
    await page.goto('/home');
    const assist = page.getByRole('button', { name: /^AI Assist for / }).first();
    const name = (await assist.getAttribute('aria-label'))!.replace('AI Assist for ', '');
    await assist.click();
    const dialog = assistant(page);
    await expect(dialog.getByRole('combobox', { name: 'Selected profile' })).toHaveText(name);
    await expect(await runTool(page, 'Compatibility Analysis', 'Analyze compatibility')).toContainText(/\d+% compatible/);

    await dialog.getByRole('tab', { name: 'Date Planning' }).click();
    await dialog.getByRole('button', { name: 'Suggest dates' }).click();
    await expect(page.getByText('Please select a match to get date suggestions')).toBeVisible();
  });

  test('each of the four matchmakers suggests members of his feed', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'AI Matchmaker' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Matchmaker' });
    for (const persona of ['Cupid', 'The Sage', 'The Adventurer', 'The Counselor']) {
      await dialog.getByRole('button', { name: persona }).click();
      const suggestions = dialog.getByRole('list', { name: 'Suggested matches' });
      await expect(suggestions.getByRole('link', { name: /^View Profile of / }).first()).toBeVisible();
      await expect(dialog.getByText('Simulated answer')).toBeVisible();
    }
    const first = dialog.getByRole('link', { name: /^View Profile of / }).first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(href!);
    await expect(dialog).toBeHidden();
  });
});
