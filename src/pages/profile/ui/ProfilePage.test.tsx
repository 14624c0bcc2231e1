import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { renderAppAs } from '@test/sign-in-as';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function seedAva(overrides: Parameters<typeof seedMember>[0] = {}) {
  const { user, profile } = seedMember({
    username: 'ava_rose', first_name: 'Ava', last_name: 'Rosewood', birth_date: '1996-02-10', gender: 'female',
    bio: 'Sunrise hikes and slow dinners.', location: 'New York', interests: ['Hiking', 'Cooking'],
    relationship_goals: ['Long-term relationship'], height_cm: 170, drinking: 'socially', education: "Master's",
    last_active: minutesAgo(5), ...overrides,
  });
  mockDb.photos.create({ user_id: user.id, url: 'https://cdn.test/ava-second.jpg', is_primary: false, position: 1 });
  mockDb.photos.create({ user_id: user.id, url: 'https://cdn.test/ava-primary.jpg', is_primary: true, position: 0 });
  return { user, profile };
}

const noah = () => seedMember({ username: 'noah_b', first_name: 'Noah' }).user;
const notFound = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/home');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
};

describe('/profile/{id}', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows another member's profile: photos primary first, name and age, city, bio, interests, goals, details", async () => {
    const { user: ava } = seedAva();
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
    const { user: ava } = seedAva({ show_online_status: false });
    await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
    expect(screen.queryByText(/Last active/)).not.toBeInTheDocument();
  });

  it('shows a spinner, not an empty page, while the profile loads', async () => {
    const { user: ava } = seedAva();
    const answer = deferred();
    server.use(http.get(restUrl('/public_profiles'), () => answer.promise));
    await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByRole('progressbar', { name: 'Loading profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
  });

  it("offers 'Edit profile' on one's own profile, which opens Edit Profile", async () => {
    const { user: ava } = seedAva();
    const { user } = await renderAppAs(ava, `/profile/${ava.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(await screen.findByRole('dialog', { name: /Edit Profile/i })).toBeInTheDocument();
  });

  it('shows only "Profile not found" for an unknown id', async () => {
    await renderAppAs(noah(), `/profile/${UNKNOWN_ID}`);
    await notFound();
    expect(document.title).toBe('Profile not found · Ascend');
  });

  it('shows only "Profile not found" for a profile its owner hides', async () => {
    const { user: ava } = seedAva({ visibility: 'nobody' });
    await renderAppAs(noah(), `/profile/${ava.id}`);
    await notFound();
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
    const { user: ava } = seedAva();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(restUrl('/public_profiles'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = await renderAppAs(noah(), `/profile/${ava.id}`);
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: /^Ava/ })).toBeInTheDocument();
  });
});
