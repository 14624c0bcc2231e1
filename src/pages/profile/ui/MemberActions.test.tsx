import { screen, waitFor } from '@testing-library/react';
import { mockDb, type MockInterest } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { renderAppAs } from '@test/sign-in-as';

/** Noah visits Ava's profile, with the interests between them as given. */
async function visitAva(interests: (ids: { ava: string; noah: string }) => Partial<MockInterest>[] = () => []) {
  const { user: ava } = seedMember({ username: 'ava_rose', first_name: 'Ava' });
  const { user: noah } = seedMember({ username: 'noah', first_name: 'Noah' });
  interests({ ava: ava.id, noah: noah.id }).forEach((interest) => mockDb.interests.create(interest));
  const rendered = await renderAppAs(noah, `/profile/${ava.id}`);
  await screen.findByRole('article', { name: /^Ava/ });
  return { ...rendered, ava, noah };
}

describe("another member's profile: actions and state", () => {
  it('offers Show Interest and Connect when nothing is between them; showing interest turns into "Interest sent"', async () => {
    const { user, ava } = await visitAva();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect with Ava' })).toBeEnabled());
    await user.click(await screen.findByRole('button', { name: 'Show Interest in Ava' }));
    await user.click(await screen.findByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('Interest sent successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Interest sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Show Interest in Ava' })).not.toBeInTheDocument();
    expect(mockDb.interests.findMany({ receiver_id: ava.id })).toHaveLength(1);
  });

  it.each(['pending', 'rejected'])('says "Interest sent" for an interest already sent (%s)', async (status) => {
    await visitAva(({ ava, noah }) => [{ sender_id: noah, receiver_id: ava, status }]);
    expect(await screen.findByRole('button', { name: 'Interest sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Show Interest/ })).not.toBeInTheDocument();
  });

  it("shows that they like the member, with their message; accepting opens the conversation", async () => {
    const { user, ava } = await visitAva(({ ava, noah }) => [{ sender_id: ava, receiver_id: noah, message: 'Ramen this week?' }]);
    expect(await screen.findByText('Ava is interested in you.')).toBeInTheDocument();
    expect(screen.getByText('Ramen this week?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show Interest/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept interest from Ava' }));
    expect(await screen.findByText('Interest accepted!')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Conversation with Ava' })).toBeInTheDocument();
    expect(mockDb.interests.findFirst({ sender_id: ava.id })?.status).toBe('accepted');
  });

  it('offers Show Interest again after the member rejects their interest', async () => {
    const { user } = await visitAva(({ ava, noah }) => [{ sender_id: ava, receiver_id: noah }]);
    await user.click(await screen.findByRole('button', { name: 'Reject interest from Ava' }));
    expect(await screen.findByText('Interest rejected')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show Interest in Ava' })).toBeInTheDocument();
  });

  it.each([
    ['sent', ({ ava, noah }: { ava: string; noah: string }) => ({ sender_id: noah, receiver_id: ava, status: 'accepted' })],
    ['received', ({ ava, noah }: { ava: string; noah: string }) => ({ sender_id: ava, receiver_id: noah, status: 'accepted' })],
  ])('shows a match (interest %s and accepted) with a Message button to the conversation', async (_direction, interest) => {
    const { ava } = await visitAva((ids) => [interest(ids)]);
    expect(await screen.findByText("It's a match")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Ava' })).toHaveAttribute('href', `/messages/${ava.id}`);
    expect(screen.queryByRole('button', { name: /Show Interest/ })).not.toBeInTheDocument();
  });

  it('says a connection request was sent already', async () => {
    const { user: ava } = seedMember({ username: 'ava_rose', first_name: 'Ava' });
    const { user: noah } = seedMember({ username: 'noah' });
    mockDb.connectionRequests.create({ sender_id: noah.id, receiver_id: ava.id });
    await renderAppAs(noah, `/profile/${ava.id}`);
    expect(await screen.findByRole('button', { name: 'Connection request sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Connect with Ava' })).not.toBeInTheDocument();
  });
});
