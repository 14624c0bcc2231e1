import { screen } from '@testing-library/react';
import { AVA, SESSION_STORAGE_KEY, sessionJson } from '@mocks/auth-fixtures';
import { renderApp } from '@test/render-with-providers';

describe('settings', () => {
  it('has a Log out button that signs out', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionJson(AVA)));
    const { user } = renderApp('/settings', { liveSession: true });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
