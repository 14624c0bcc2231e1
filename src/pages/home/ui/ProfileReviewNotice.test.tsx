import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppAs } from '@test/sign-in-as';

describe('the review notice on /home', () => {
  beforeEach(() => server.use(rest.rpc('get_discovery_feed', [])));

  it('tells a member that reports about her are being reviewed, and where to ask', async () => {
    server.use(rest.rpc('get_my_profile_review', [{ since: new Date().toISOString() }]));
    await renderAppAs(mockMember({ first_name: 'Ava' }), '/home');
    const notice = await screen.findByRole('alert', { name: 'Profile under review' });
    expect(notice).toHaveTextContent('Your profile is hidden from Discover while we review reports about it');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says nothing while her profile is not under review', async () => {
    let asked = false;
    server.use(rest.rpc('get_my_profile_review', () => ((asked = true), [])));
    await renderAppAs(mockMember({ first_name: 'Ava' }), '/home');
    await waitFor(() => expect(asked).toBe(true));
    expect(await screen.findByText('No one new to show right now')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Profile under review' })).not.toBeInTheDocument();
  });
});
