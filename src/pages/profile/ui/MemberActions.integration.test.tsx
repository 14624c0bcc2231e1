import { screen, waitFor } from '@testing-library/react';
import { clientAs, signUpMember, type TestMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';

type Client = Awaited<ReturnType<typeof clientAs>>;

interface Pair {
  ava: TestMember;
  noah: TestMember;
  asAva: Client;
  asNoah: Client;
}

/** Noah visits Ava's profile on the real server, after `before` set up what is between them. */
async function visitAva(before: (pair: Pair) => Promise<unknown> = async () => {}) {
  const [ava, noah] = await Promise.all([signUpMember({ first_name: 'Ava' }), signUpMember({ first_name: 'Noah' })]);
  const [asAva, asNoah] = await Promise.all([clientAs(ava), clientAs(noah)]);
  const pair = { ava, noah, asAva, asNoah };
  await before(pair);
  const rendered = await renderAppAs(noah, `/profile/${ava.id}`);
  await screen.findByRole('article', { name: /^Ava/ });
  return { ...rendered, ...pair };
}

async function interest(from: Client, sender: TestMember, receiver: TestMember, message?: string): Promise<string> {
  const { data, error } = await from.from('interests').insert({ sender_id: sender.id, receiver_id: receiver.id, message }).select('id').single();
  if (error) throw error;
  return data.id;
}

describe("another member's profile: actions and state, against the real server", () => {
  it('offers Show Interest and Connect when nothing is between them; showing interest turns into "Interest sent"', async () => {
    const { user, ava, asAva } = await visitAva();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect with Ava' })).toBeEnabled());
    await user.click(await screen.findByRole('button', { name: 'Show Interest in Ava' }));
    await user.click(await screen.findByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('Interest sent successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Interest sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Show Interest in Ava' })).not.toBeInTheDocument();
    // Ava's plan does not show who liked her: she is told how many (docs/plans.md, See who liked you).
    expect((await asAva.rpc('count_received_interests')).data).toBe(1);
    expect((await asAva.from('interests').select('id').eq('receiver_id', ava.id)).data).toEqual([]);
  });

  it('says "Interest sent" for an interest already sent, and still after Ava passed on it', async () => {
    const { asAva } = await visitAva(async ({ ava, noah, asNoah, asAva: her }) => {
      const id = await interest(asNoah, noah, ava);
      await her.rpc('pass_interest', { interest_id: id });
    });
    expect(await screen.findByRole('button', { name: 'Interest sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Show Interest/ })).not.toBeInTheDocument();
    expect((await asAva.from('interests').select('id')).data).toEqual([]);
  });

  it('shows that they like the member, with their message; accepting is a match, and its dialog opens the conversation', async () => {
    const { user } = await visitAva(({ ava, noah, asAva }) => interest(asAva, ava, noah, 'Ramen this week?'));
    expect(await screen.findByText('Ava is interested in you.')).toBeInTheDocument();
    expect(screen.getByText('Ramen this week?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show Interest/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept interest from Ava' }));
    expect(await screen.findByText('Interest accepted!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(await screen.findByRole('region', { name: 'Conversation with Ava' })).toBeInTheDocument();
    // Her message is the first of their thread.
    expect(await screen.findByRole('list', { name: 'Messages with Ava' })).toHaveTextContent('Ramen this week?');
  });

  it('offers Show Interest again after the member passes on their interest', async () => {
    const { user } = await visitAva(({ ava, noah, asAva }) => interest(asAva, ava, noah));
    await user.click(await screen.findByRole('button', { name: 'Reject interest from Ava' }));
    expect(await screen.findByText('Interest rejected')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show Interest in Ava' })).toBeInTheDocument();
  });

  it.each([
    ['sent by Noah', (pair: Pair) => matchOf(pair.asNoah, pair.noah, pair.asAva, pair.ava)],
    ['received from Ava', (pair: Pair) => matchOf(pair.asAva, pair.ava, pair.asNoah, pair.noah)],
  ])('shows a match (an interest %s and accepted) with a Message button to the conversation, and no Connect', async (_direction, match) => {
    const { ava } = await visitAva(match);
    expect(await screen.findByText("It's a match")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message Ava' })).toHaveAttribute('href', `/messages/${ava.id}`);
    expect(screen.queryByRole('button', { name: /Show Interest/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument();
  });

  it('says a connection request was sent already', async () => {
    await visitAva(async ({ ava, noah, asNoah }) => {
      const { error } = await asNoah.from('connection_requests').insert({ sender_id: noah.id, receiver_id: ava.id });
      if (error) throw error;
    });
    expect(await screen.findByRole('button', { name: 'Connection request sent' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Connect with Ava' })).not.toBeInTheDocument();
  });
});

/** `sender`'s interest, accepted by `receiver`. */
async function matchOf(asSender: Client, sender: TestMember, asReceiver: Client, receiver: TestMember) {
  const id = await interest(asSender, sender, receiver);
  const { data, error } = await asReceiver.rpc('accept_interest', { interest_id: id });
  if (error || !data) throw error ?? new Error('Not accepted');
}
