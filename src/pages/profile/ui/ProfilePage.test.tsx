import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, publicProfileRow, relationshipRow, type PublicProfileRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const photo = (url: string, position: number) => ({ id: crypto.randomUUID(), url, is_primary: position === 0, position, created_at: minutesAgo(60) });

const AVA = {
  username: 'ava_rose', first_name: 'Ava', age: 30, gender: 'female', bio: 'Sunrise hikes and slow dinners.', location: 'New York',
  interests: ['Hiking', 'Cooking'], relationship_goals: ['Long-term relationship'], height_cm: 170, drinking: 'socially',
  education: "Master's", last_active: minutesAgo(5),
  photos: ['https://cdn.test/ava-primary.jpg', 'https://cdn.test/ava-second.jpg'],
  photo_rows: [photo('https://cdn.test/ava-second.jpg', 1), photo('https://cdn.test/ava-primary.jpg', 0)],
};

/** Ava's public row as the server gives it to another member, and nothing between the two yet. */
function serveAva(overrides: Partial<PublicProfileRow> = {}) {
  const ava = publicProfileRow({ ...AVA, ...overrides });
  server.use(
    rest.rpc('open_profile', (args: { member?: string }) => (args.member === ava.id ? ava : null)),
    rest.rpc('get_relationship', [relationshipRow({ member_id: ava.id })]),
    ...rest.select('connection_requests', []),
  );
  return ava;
}

const noah = () => mockMember({ username: 'noah_b', first_name: 'Noah' });
const notFound = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/home');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
};

describe('/profile/{id}', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows another member's profile: photos primary first, name and age, city, bio, interests, goals, details", async () => {
    const ava = serveAva();
    await renderAppAs(noah(), `/profile/${ava.id}`);
    const article = await screen.findByRole('article', { name: /^Ava, \d+$/ });
    expect(within(article).getByRole('img', { name: 'Photo 1 of 2 of Ava' })).toHaveAttribute('src', 'https://cdn.test/ava-primary.jpg');
    expect(within(article).getByText('New York')).toBeInTheDocument();
    expect(within(article).getByText('Last active: 5 minutes ago')).toBeInTheDocument();
    expect(within(article).getByText('Sunrise hikes and slow dinners.')).toBeInTheDocument();
    expect(within(within(article).getByRole('list', { name: 'Interests' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hiking', 'Cooking']);
    expect(within(article).getByRole('list', { name: 'Relationship goals' })).toHaveTextContent('Long-term relationship');
    expect(within(article).getByText('170 cm')).toBeInTheDocument();
    expect(within(article).getByText('Socially')).toBeInTheDocument();
    // Another member's page offers no editing, and shows nothing private.
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(article).not.toHaveTextContent('Rosewood');
    expect(document.title).toBe('Ava · Ascend');
  });

  it('shows no last activity for a member who hides their online status', async () => {
    // The view leaves last_active out for such a member (server/db/rls/public-profiles.test.ts).
    const ava = serveAva({ last_active: null });
    await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
    expect(screen.queryByText(/Last active/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Verified' })).not.toBeInTheDocument();
  });

  it('shows the verified badge of a verified member under her name', async () => {
    // The view computes it (server/db/rls/verification.test.ts).
    const ava = serveAva({ verified: true });
    await renderAppAs(noah(), `/profile/${ava.id}`);
    const article = await screen.findByRole('article', { name: /^Ava, \d+$/ });
    expect(within(article).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('shows a spinner, not an empty page, while the profile loads', async () => {
    const ava = serveAva();
    const answer = deferred();
    server.use(rest.rpc('open_profile', async () => (await answer.promise, ava)));
    await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByRole('progressbar', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
  });

  it("opens another member's profile through the database, which counts the view and may tell her of it", async () => {
    const ava = serveAva();
    // Declared after Ava's answer, so it sees the request first.
    const opens = recordBodies('post', restUrl('/rpc/open_profile'));
    await renderAppAs(noah(), `/profile/${ava.id}`);
    await screen.findByRole('article', { name: /^Ava/ });
    await waitFor(() => expect(opens).toEqual([{ member: ava.id }]));
  });

  it("says the day's profile views are spent, with 'Upgrade Plan', and shows nothing of the member", async () => {
    const ava = serveAva();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'You have opened 25 profiles today. Upgrade your plan to see more.';
    server.use(http.post(restUrl('/rpc/open_profile'), () => problem(402, 'PT402', message, null, 'upgrade')));
    await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily profile views reached' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ava/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show Interest/i })).not.toBeInTheDocument();
  });

  it("offers 'Edit profile' on one's own profile, which opens Edit Profile", async () => {
    const ava = mockMember({ ...AVA, age: null, birth_date: '1996-02-10' });
    const { user } = await renderAppAs(ava, `/profile/${ava.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(await screen.findByRole('dialog', { name: /Edit Profile/i })).toBeInTheDocument();
  });

  it('shows her own badge on her own page once she is verified', async () => {
    const me = mockMember({ username: 'ava_v', first_name: 'Ava' });
    server.use(rest.rpc('get_my_verification', [{ status: 'verified', note: null, requested_at: null, decided_at: null }]));
    await renderAppAs(me, `/profile/${me.id}`);
    const article = await screen.findByRole('article', { name: /^Ava/ });
    expect(await within(article).findByRole('img', { name: 'Verified' })).toBeInTheDocument();
  });

  it('shows only "Profile not found" for an unknown id or a profile its owner hides', async () => {
    // The view has no row for either (server/db/rls/profile-access.test.ts).
    server.use(rest.rpc('open_profile', null));
    await renderAppAs(noah(), `/profile/${UNKNOWN_ID}`);
    await notFound();
    expect(document.title).toBe('Profile not found · Ascend');
  });

  it('shows only "Profile not found" for an id that is no UUID, without asking the server', async () => {
    const viewer = noah();
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(decodeURIComponent(request.url)));
    await renderAppAs(viewer, '/profile/not-a-uuid');
    await notFound();
    expect(urls.filter((url) => url.includes('not-a-uuid'))).toEqual([]);
  });

  it('says the profile failed to load when the server fails, and tries again', async () => {
    const ava = serveAva();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(restUrl('/rpc/open_profile'), () => problem(500, 'XX000', 'boom'), { once: true }));
    const { user } = await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
  });
});
