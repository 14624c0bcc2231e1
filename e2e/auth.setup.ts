import { expect, test as setup } from '@playwright/test';
import { DEMO_PASSWORD, demoMembers, signedInState, type DemoMemberName } from './demo-members';

// Signs each demo member in once per run; specs reuse the saved state instead of filling the form
// (auth.spec.ts still tests the form). A spec using a state must not sign out: that ends the
// session on the server for every spec that shares it.
for (const name of Object.keys(demoMembers) as DemoMemberName[]) {
  setup(`sign in ${name}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(demoMembers[name].email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/home');
    await page.context().storageState({ path: signedInState(name) });
  });
}
