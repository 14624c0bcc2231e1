import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { mockMember, myUsageRow, publicProfileRow, relationshipRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

const REQUESTS = restUrl('/connection_requests');

/** Noah on Sofia's profile, with the connection-request dialog open; `held` is his requests to her as the server holds them. */
async function openDialog() {
  const sofia = publicProfileRow({ id: crypto.randomUUID(), username: 'sofia_m', first_name: 'Sofia' });
  const noah = mockMember({ username: 'noah', first_name: 'Noah' });
  const held: object[] = [];
  server.use(
    rest.rpc('open_profile', sofia),
    rest.rpc('get_relationship', [relationshipRow({ member_id: sofia.id, username: 'sofia_m', first_name: 'Sofia' })]),
    ...rest.select('connection_requests', () => held.map(() => ({ id: crypto.randomUUID() }))),
    rest.insert('connection_requests', (rows) => (held.push(...rows), rows)),
  );
  const rendered = await renderAppAs(noah, `/profile/${sofia.id}`);
  const connect = await screen.findByRole('button', { name: 'Connect with Sofia' });
  // Enabled once it is known that no request was sent yet.
  await waitFor(() => expect(connect).toBeEnabled());
  await rendered.user.click(connect);
  const dialog = await screen.findByRole('dialog', { name: 'Connect with Sofia' });
  return { ...rendered, sofia, noah, held, dialog: within(dialog) };
}

describe('the connection-request dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends the message trimmed, says 'Connection request sent!', and the button says it was sent", async () => {
    const { user, dialog, sofia, noah, held } = await openDialog();
    await user.type(dialog.getByLabelText('Message (optional)'), '  Coffee sometime?  ');
    expect(dialog.getByText('20/500')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Connection request sent!')).toBeInTheDocument();
    expect(held).toEqual([{ sender_id: noah.id, receiver_id: sofia.id, message: 'Coffee sometime?' }]);
    expect(await screen.findByRole('button', { name: 'Connection request sent' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('caps the message at 500 characters and sends none when it is left empty', async () => {
    const { user, dialog, held } = await openDialog();
    expect(dialog.getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '500');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Connection request sent!')).toBeInTheDocument();
    expect(held).toEqual([expect.objectContaining({ message: null })]);
  });

  it("says 'You have already sent a connection request to this user' for a duplicate", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog, sofia, noah, held } = await openDialog();
    // Sent meanwhile, from another tab: the database refuses the second one (connection-request-api.integration.test.ts).
    held.push({ sender_id: noah.id, receiver_id: sofia.id, message: null });
    server.use(http.post(REQUESTS, () => problem(409, '23505', 'duplicate key value violates unique constraint "connection_requests_sender_id_receiver_id_key"')));
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You have already sent a connection request to this user')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connection request sent' })).toBeDisabled();
  });

  it('shows a refusal of the database’s limits as it words it (429), and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openDialog();
    // The database's refusal (server/db/rls/block-unblock-limits.test.ts): 429, PT429.
    const wait = 'A block between you and this member was lifted recently. You can ask to connect again in 7 days.';
    server.use(http.post(REQUESTS, () => problem(429, 'PT429', wait), { once: true }));
    await user.type(dialog.getByLabelText('Message (optional)'), 'Hello again');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(dialog.getByLabelText('Message (optional)')).toHaveValue('Hello again');
  });

  it("says 'Failed to send connection request' otherwise, and keeps what was typed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openDialog();
    server.use(http.post(REQUESTS, () => problem(500, 'XX000', 'boom'), { once: true }));
    await user.type(dialog.getByLabelText('Message (optional)'), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send connection request')).toBeInTheDocument();
    expect(dialog.getByLabelText('Message (optional)')).toHaveValue('Hello');
  });

  it('says where the request counts: one of today’s interests, with what is left of them', async () => {
    server.use(rest.rpc('get_my_usage', [myUsageRow({ interests: 3, interests_limit: 10 })]));
    const { dialog } = await openDialog();
    expect(await dialog.findByText('Counts as one of your 10 interests today (7 left).')).toBeInTheDocument();
  });

  it('says a request counts among the interests on a plan without a daily limit too', async () => {
    server.use(rest.rpc('get_my_usage', [myUsageRow({ interests: 30, interests_limit: null })]));
    const { dialog } = await openDialog();
    expect(await dialog.findByText('Counts as one of your interests today.')).toBeInTheDocument();
  });

  it('shows the plan’s daily limit of interests in the dialog as the database words it, with Upgrade Plan', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openDialog();
    // The database's refusal (server/db/rls/connection-request-counts.test.ts): 402, PT402, hint 'upgrade'.
    const limit = 'You have sent your 10 interests for today. Upgrade your plan to send more.';
    server.use(http.post(REQUESTS, () => problem(402, 'PT402', limit, null, 'upgrade'), { once: true }));
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText(limit)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });
});
