import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// The likes she sent, on the Likes dialog's Sent tab. What withdrawing does (the like and its
// notification go, the day's count stays) is the database's (server/db/rls/withdraw-interest.test.ts);
// against the real server: SentLikes.integration.test.tsx. Here: a refusal.
const mia = { id: crypto.randomUUID(), first_name: 'Mia' };

async function openSentTab() {
  const ava = mockMember({ first_name: 'Ava' });
  const like = { id: crypto.randomUUID(), receiver_id: mia.id, message: 'Hi Mia', created_at: new Date().toISOString(), receiver: { username: 'mia', first_name: 'Mia', age: 29, photos: [] } };
  server.use(...rest.select('interests', (params) => (params.get('sender_id') === `eq.${ava.id}` ? [like] : [])), rest.rpc('get_connection_requests', []));
  const rendered = await renderAppAs(ava, '/settings');
  await rendered.user.click(await screen.findByRole('button', { name: /^Likes/ }));
  await rendered.user.click(within(await screen.findByRole('dialog', { name: 'People Interested in You' })).getByRole('tab', { name: 'Sent' }));
  return rendered;
}

describe('the likes she sent', () => {
  it('lists them as waiting, each with Withdraw, beside the connection requests she sent', async () => {
    await openSentTab();
    const list = within(await screen.findByRole('list', { name: 'Likes you sent' }));
    expect(list.getByRole('link', { name: 'Mia, 29' })).toHaveAttribute('href', `/profile/${mia.id}`);
    expect(list.getByText('Hi Mia')).toBeInTheDocument();
    expect(list.getByText(/Waiting for an answer/)).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Withdraw your like for Mia' })).toBeInTheDocument();
    expect(screen.getByText('You can withdraw a like while it waits for an answer. It still counts as one of today’s interests.')).toBeInTheDocument();
    expect(await screen.findByText('You have no connection requests waiting for an answer.')).toBeInTheDocument();
  });

  it('keeps the like and says so when the withdrawal fails', async () => {
    const { user } = await openSentTab();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(restUrl('/rpc/withdraw_interest'), () => problem(500, 'XX000', 'boom')));
    const bodies = recordBodies('post', restUrl('/rpc/withdraw_interest'));
    const list = within(await screen.findByRole('list', { name: 'Likes you sent' }));
    await user.click(list.getByRole('button', { name: 'Withdraw your like for Mia' }));
    expect(await screen.findByText('Failed to withdraw your like')).toBeInTheDocument();
    expect(bodies).toEqual([{ target: mia.id }]);
    expect(within(screen.getByRole('list', { name: 'Likes you sent' })).getByRole('link', { name: 'Mia, 29' })).toBeInTheDocument();
    logged.mockRestore();
  });
});
