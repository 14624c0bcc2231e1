import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

const noah = () => seedMember({ username: 'noah', first_name: 'Noah' }).user;

describe('/messages', () => {
  it("says 'Select a conversation' when none is chosen", async () => {
    await renderAppAs(noah(), '/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('shows the chosen partner: photo, name and a link to the profile, and no made-up message', async () => {
    const { user: sofia } = seedMember({ username: 'sofia_m', first_name: 'Sofia', photos: ['https://cdn.test/sofia.jpg'] });
    mockDb.photos.create({ user_id: sofia.id, url: 'https://cdn.test/sofia.jpg' });
    await renderAppAs(noah(), `/messages/${sofia.id}`);
    const conversation = await screen.findByRole('region', { name: 'Conversation with Sofia' });
    expect(within(conversation).getByRole('heading', { level: 2, name: 'Sofia' })).toBeInTheDocument();
    expect(within(conversation).getByRole('img', { name: 'Sofia' })).toHaveAttribute('src', 'https://cdn.test/sofia.jpg');
    expect(within(conversation).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/profile/${sofia.id}`);
    expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says the profile is not found for a hidden member, and asks nothing for an id that is no UUID', async () => {
    const { user: hidden } = seedMember({ username: 'hidden', visibility: 'nobody' });
    const viewer = noah();
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => void urls.push(decodeURIComponent(request.url)));
    const { unmount } = await renderAppAs(viewer, `/messages/${hidden.id}`);
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    unmount();
    await renderAppAs(viewer, '/messages/not-a-uuid');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    expect(urls.filter((url) => url.includes('not-a-uuid'))).toEqual([]);
  });

  it("says 'Failed to load profile' when the partner cannot be loaded, and tries again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user: sofia } = seedMember({ username: 'sofia_m', first_name: 'Sofia' });
    server.use(http.get(restUrl('/public_profiles'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    const { user } = await renderAppAs(noah(), `/messages/${sofia.id}`);
    expect(await screen.findByText('Failed to load profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Conversation with Sofia' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
