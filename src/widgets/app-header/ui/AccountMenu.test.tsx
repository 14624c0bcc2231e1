import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { mockAccounts } from '@mocks/auth/accounts';
import { mockMember } from '@mocks/fixtures';
import { authUrl, SESSION_STORAGE_KEY } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';

async function openHomeSignedIn() {
  // Nobody to discover yet: the menu is what is tested.
  server.use(rest.rpc('get_discovery_feed', []));
  const rendered = await renderAppAs(mockMember(), '/home');
  expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  await rendered.user.click(screen.getByRole('button', { name: 'Account menu' }));
  return rendered;
}

describe('account menu', () => {
  it('offers Edit Profile, notifications, Personality, Settings, Plans, Contact support and Log out', async () => {
    await openHomeSignedIn();
    for (const item of ['Edit Profile', 'Notifications', 'Personality', 'Settings', 'Plans', 'Contact support', 'Log out']) {
      expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
  });

  it('logs out, says so and goes to /login', async () => {
    const { user } = await openHomeSignedIn();
    const { access_token: token } = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { access_token: string };
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    // The auth service ended the session too, not only this browser.
    expect(mockAccounts.sessionByAccessToken(token)).toBeUndefined();
  });

  it("says 'Failed to log out' when the sign-out fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(authUrl('/logout'), () => HttpResponse.json({ code: 'unexpected_failure', message: 'boom' }, { status: 500 })));
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('opens the Edit Profile modal', async () => {
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('opens Contact support', async () => {
    server.use(...rest.select('support_requests', []));
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Contact support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact support' })).toBeInTheDocument();
  });

  it('opens Settings', async () => {
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('opens the plans (/pricing): the way to them on a phone, where the header has no room for a link', async () => {
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Plans' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
  });
});
