import { screen, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember, relationshipRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

// Connection requests beside the likes. What accepting does (a match) is the database's
// (server/db/rls/connection-requests.test.ts); here: the lists, what is sent, what she is told.
const leo = { id: crypto.randomUUID(), first_name: 'Leo' };
const mia = { id: crypto.randomUUID(), first_name: 'Mia' };

function serveRequests() {
  const received = {
    id: crypto.randomUUID(), direction: 'received', member_id: leo.id, message: 'Coffee this week?', created_at: new Date().toISOString(),
    username: 'leo', first_name: leo.first_name, age: 31, primary_photo_url: null,
  };
  const sent = { ...received, id: crypto.randomUUID(), direction: 'sent', member_id: mia.id, message: null, username: 'mia', first_name: mia.first_name };
  let rows = [received, sent];
  server.use(
    rest.rpc('get_connection_requests', () => rows),
    rest.rpc<{ request_id: string }>('answer_connection_request', ({ request_id }) => ((rows = rows.filter((row) => row.id !== request_id)), true)),
    rest.rpc('get_relationship', [relationshipRow({ member_id: leo.id, status: 'matched', first_name: leo.first_name, username: 'leo' })]),
  );
  return { received };
}

async function openTab(name: 'Requests' | 'Sent') {
  const rendered = await renderAppAs(mockMember({ first_name: 'Ava' }), '/settings');
  await rendered.user.click(await screen.findByRole('button', { name: /^Likes/ }));
  await rendered.user.click(within(await screen.findByRole('dialog', { name: 'People Interested in You' })).getByRole('tab', { name }));
  return rendered;
}

describe('connection requests beside the likes', () => {
  it('lists the requests for her; accepting says so and opens "It\'s a match!"', async () => {
    const { received } = serveRequests();
    const answers = recordBodies('post', restUrl('/rpc/answer_connection_request'));
    const { user } = await openTab('Requests');
    const list = within(await screen.findByRole('list', { name: 'Connection requests for you' }));
    expect(list.getByRole('link', { name: 'Leo, 31' })).toHaveAttribute('href', `/profile/${leo.id}`);
    expect(list.getByText('Coffee this week?')).toBeInTheDocument();
    expect(list.queryByText(/Mia/)).not.toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Accept connection request from Leo' }));
    expect(await screen.findByText('Connection request accepted')).toBeInTheDocument();
    expect(answers).toEqual([{ request_id: received.id, accept: true }]);
    expect(await within(await screen.findByRole('dialog', { name: "It's a match!" })).findByText('You and Leo like each other.')).toBeInTheDocument();
  });

  it('declines without a match', async () => {
    const { received } = serveRequests();
    const answers = recordBodies('post', restUrl('/rpc/answer_connection_request'));
    const { user } = await openTab('Requests');
    const list = within(await screen.findByRole('list', { name: 'Connection requests for you' }));
    await user.click(list.getByRole('button', { name: 'Decline connection request from Leo' }));
    expect(await screen.findByText('Connection request declined')).toBeInTheDocument();
    expect(answers).toEqual([{ request_id: received.id, accept: false }]);
    expect(await screen.findByText('No connection requests are waiting for you.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: "It's a match!" })).not.toBeInTheDocument();
  });

  it('lists the ones she sent as waiting, with nothing to answer', async () => {
    serveRequests();
    await openTab('Sent');
    const list = within(await screen.findByRole('list', { name: 'Connection requests you sent' }));
    expect(list.getByRole('link', { name: /^Mia/ })).toBeInTheDocument();
    expect(list.getByText('Waiting for an answer')).toBeInTheDocument();
    expect(list.queryByRole('button')).not.toBeInTheDocument();
  });
});
