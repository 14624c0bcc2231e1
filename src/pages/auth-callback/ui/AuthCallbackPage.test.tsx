import { screen } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { renderApp } from '@test/render-with-providers';

describe('/auth/callback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  // The profile is the database's, made with the account (server/db/rls/profile-on-sign-up.test.ts).
  it('goes on to Discover and writes no profile', async () => {
    const account = mockMember({ username: 'ava_rose' }, { email: 'ava.rose@example.com' });
    server.use(rest.rpc('get_discovery_feed', []));
    const inserted = recordBodies('post', restUrl('/profiles'));
    await renderAppAs(account, '/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted).toEqual([]);
  });

  it('says authentication failed and goes to /login without a session', async () => {
    renderApp('/auth/callback', { liveSession: true });
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
