import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AVA, SESSION_STORAGE_KEY, sessionJson } from '@mocks/auth-fixtures';
import { authUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';

async function openHomeSignedIn() {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionJson(AVA)));
  const rendered = renderApp('/home', { liveSession: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  await rendered.user.click(screen.getByRole('button', { name: 'Account menu' }));
  return rendered;
}

describe('account menu', () => {
  it('offers notifications, Settings and Log out', async () => {
    await openHomeSignedIn();
    for (const item of ['Notifications', 'Settings', 'Log out']) {
      expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
    }
  });

  it('logs out, says so and goes to /login', async () => {
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(await screen.findByText('Signed out successfully')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("says 'Failed to log out' when the sign-out fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(authUrl('/logout'), () => HttpResponse.json({ code: 'unexpected_failure', message: 'boom' }, { status: 500 })));
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('Failed to log out')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('opens Settings', async () => {
    const { user } = await openHomeSignedIn();
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });
});
