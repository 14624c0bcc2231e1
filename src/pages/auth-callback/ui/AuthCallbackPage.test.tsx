import { screen } from '@testing-library/react';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { renderApp } from '@test/render-with-providers';

// An account made before the sign-up trigger existed: signed in by the provider, without a profile.
const ava = () => mockDb.users.create({ email: 'ava.rose@example.com' });

describe('/auth/callback', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('creates the missing profile from the e-mail prefix and goes on', async () => {
    const account = ava();
    const inserted = recordBodies('post', restUrl('/profiles'));
    await renderAppAs(account, '/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted).toEqual([expect.objectContaining({ id: account.id, username: 'avarose', email: account.email })]);
    expect(mockDb.profiles.findFirst({ id: account.id })).toMatchObject({ username: 'avarose' });
  });

  it('falls back to user_xxxxx when the e-mail prefix is taken', async () => {
    const account = ava();
    seedMember({ username: 'AvaRose' });
    const inserted = recordBodies('post', restUrl('/profiles'));
    await renderAppAs(account, '/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(inserted.map((row) => row.username)).toEqual(['avarose', expect.stringMatching(/^user_[A-Za-z0-9]{5}$/)]);
    expect(mockDb.profiles.findFirst({ id: account.id })?.username).toMatch(/^user_/);
  });

  it('leaves an existing profile alone', async () => {
    const { user: account } = seedMember({ email: 'ava.rose@example.com', username: 'ava_rose' });
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
