import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { renderAppAs } from '@test/sign-in-as';

/** Noah on Sofia's profile, with the connection-request dialog open. */
async function openDialog() {
  const { user: sofia } = seedMember({ username: 'sofia_m', first_name: 'Sofia' });
  const { user: noah } = seedMember({ username: 'noah', first_name: 'Noah' });
  const rendered = await renderAppAs(noah, `/profile/${sofia.id}`);
  const connect = await screen.findByRole('button', { name: 'Connect with Sofia' });
  // Enabled once it is known that no request was sent yet.
  await waitFor(() => expect(connect).toBeEnabled());
  await rendered.user.click(connect);
  const dialog = await screen.findByRole('dialog', { name: 'Connect with Sofia' });
  return { ...rendered, sofia, noah, dialog: within(dialog) };
}

describe('the connection-request dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends the message trimmed, says 'Connection request sent!', and the button says it was sent", async () => {
    const { user, dialog, sofia, noah } = await openDialog();
    await user.type(dialog.getByLabelText('Message (optional)'), '  Coffee sometime?  ');
    expect(dialog.getByText('20/500')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Connection request sent!')).toBeInTheDocument();
    expect(mockDb.connectionRequests.findMany()).toEqual([expect.objectContaining({ sender_id: noah.id, receiver_id: sofia.id, message: 'Coffee sometime?' })]);
    expect(await screen.findByRole('button', { name: 'Connection request sent' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('caps the message at 500 characters and sends none when it is left empty', async () => {
    const { user, dialog, sofia } = await openDialog();
    expect(dialog.getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '500');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Connection request sent!')).toBeInTheDocument();
    expect(mockDb.connectionRequests.findFirst({ receiver_id: sofia.id })?.message).toBeNull();
  });

  it("says 'You have already sent a connection request to this user' for a duplicate", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog, sofia, noah } = await openDialog();
    // Sent meanwhile, from another tab: the database refuses the second one (23505).
    mockDb.connectionRequests.create({ sender_id: noah.id, receiver_id: sofia.id });
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('You have already sent a connection request to this user')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connection request sent' })).toBeDisabled();
  });

  it("says 'Failed to send connection request' otherwise, and keeps what was typed", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openDialog();
    server.use(http.post(restUrl('/connection_requests'), () => HttpResponse.json({ message: 'boom' }, { status: 500 }), { once: true }));
    await user.type(dialog.getByLabelText('Message (optional)'), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send connection request')).toBeInTheDocument();
    expect(dialog.getByLabelText('Message (optional)')).toHaveValue('Hello');
    expect(mockDb.connectionRequests.findMany()).toEqual([]);
  });
});
