import { screen, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';

const complete = {
  first_name: 'Ava', full_name: 'Ava Rose', bio: 'Hikes', birth_date: '1995-06-15', gender: 'female', location: 'New York',
  interests: ['Hiking', 'Cooking', 'Travel'], relationship_goals: ['Long-term relationship'], photos: ['https://cdn.test/ava.jpg'],
  photo_rows: [{ id: crypto.randomUUID(), url: 'https://cdn.test/ava.jpg', is_primary: true, position: 0, created_at: new Date().toISOString() }],
};

describe('the completeness nudge on /home', () => {
  beforeEach(() => server.use(rest.rpc('get_discovery_feed', [])));

  it('shows how complete her profile is and what is missing, and opens Edit Profile', async () => {
    const { user } = await renderAppAs(mockMember({ ...complete, bio: null, photos: [], photo_rows: [], interests: ['Hiking'] }), '/home');
    const nudge = within(await screen.findByRole('note', { name: 'Profile completeness' }));
    expect(nudge.getByText('Your profile is 63% complete')).toBeInTheDocument();
    expect(nudge.getByText(/Add a bio, 3 interests, a photo\./)).toBeInTheDocument();
    // SPEC §5: yellow under 80 (the theme's warning colour is the yellow: shared/theme/palette.test.ts).
    expect(nudge.getByRole('progressbar', { name: '63% complete' })).toHaveClass('MuiLinearProgress-colorWarning');
    await user.click(nudge.getByRole('button', { name: 'Complete profile' }));
    expect(await screen.findByRole('dialog', { name: /Edit Profile/i })).toBeInTheDocument();
  });

  it('is gone from 80% on', async () => {
    await renderAppAs(mockMember({ ...complete, bio: null }), '/home');
    // The feed has answered (its empty state), and so has her own profile.
    expect(await screen.findByText('No one new to show right now')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Profile completeness' })).not.toBeInTheDocument();
  });
});
