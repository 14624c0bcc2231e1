import { screen } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockAccounts, type MockAccount } from '@mocks/auth/accounts';
import { mockMember, profileRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { renderApp } from '@test/render-with-providers';

// An account made before the sign-up trigger existed: signed in by the provider, without a profile.
// Past the new member's walk-through, which is not what these tests are about.
const ava = () => mockAccounts.add({ email: 'ava.rose@example.com', user_metadata: { onboarding: 'done' } });

/** The profile insert, taken as sent: from then on the server has her row. Home has nobody to show. */
function acceptProfileInsert(account: MockAccount) {
  server.use(
    rest.rpc('get_discovery_feed', []),
    rest.insert('profiles', ([row]) => {
      account.profile = profileRow(row);
      return [row];
    }),
  );
}

describe('/auth/callback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('creates the missing profile from the e-mail prefix and goes on', async () => {
    const account = ava();
    acceptProfileInsert(account);
    const inserted = recordBodies('post', restUrl('/profiles'));
    await renderAppAs(account, '/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted).toEqual([expect.objectContaining({ id: account.id, username: 'avarose', email: account.email })]);
    expect(account.profile).toMatchObject({ username: 'avarose' });
  });

  it('falls back to user_xxxxx when the e-mail prefix is taken', async () => {
    const account = ava();
    acceptProfileInsert(account);
    // The unique index refuses the name in any case (src/entities/profile/api/ensure-profile.integration.test.ts).
    server.use(
      http.post(restUrl('/profiles'), () => problem(409, '23505', 'duplicate key value violates unique constraint "profiles_username_lower_key"'), {
        once: true,
      }),
    );
    const inserted = recordBodies('post', restUrl('/profiles'));
    await renderAppAs(account, '/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted.map((row) => row.username)).toEqual(['avarose', expect.stringMatching(/^user_[A-Za-z0-9]{5}$/)]);
    expect(account.profile?.username).toMatch(/^user_/);
  });

  it('leaves an existing profile alone', async () => {
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
