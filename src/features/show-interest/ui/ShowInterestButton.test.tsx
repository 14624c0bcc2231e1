import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { discoveryApi } from '@/entities/discovery-feed';
import { INTEREST_MESSAGE_MAX_LENGTH } from '@/shared/config';
import { problem, rest } from '@mocks/api';
import { discoveryRow, interestRow, mockMember, myUsageRow, relationshipRow, type InterestRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { recordBodies, recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const INTERESTS = restUrl('/interests');

/** Ava on /home with Noah's card in her feed, and the Show Interest modal open for him. */
async function openForNoah(others: ReturnType<typeof discoveryRow>[] = []) {
  const ava = mockMember({ username: 'ava_rose', first_name: 'Ava' });
  const noah = discoveryRow({ username: 'noah', first_name: 'Noah' });
  server.use(
    rest.rpc('get_discovery_feed', [noah, ...others]),
    // The row the database keeps: pending, with its id and time.
    rest.insert('interests', (sent) => sent.map((row) => interestRow(row as Pick<InterestRow, 'sender_id' | 'receiver_id'>))),
    // What the app asks once the interest is in: a match, or her interest waiting for him.
    rest.rpc('get_relationship', [relationshipRow({ member_id: noah.id, status: 'interest_sent', first_name: 'Noah', username: 'noah' })]),
  );
  const rendered = await renderAppAs(ava, '/home');
  await rendered.user.click(await screen.findByRole('button', { name: 'Show Interest in Noah' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Show Interest' }));
  return { ...rendered, ava, noah, dialog };
}

const noahsCard = () => screen.queryByRole('article', { name: /^Noah/ });

describe('Show Interest', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the message trimmed, takes the card out of the feed at once and says so', async () => {
    const { user, dialog, ava, noah } = await openForNoah();
    const bodies = recordBodies('post', INTERESTS);
    const answer = deferred();
    server.use(http.post(INTERESTS, () => answer.promise.then(() => undefined)));
    await user.click(dialog.getByLabelText('Message (optional)'));
    await user.paste('  Loved your hiking photos!  ');
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    // Gone before the server has answered.
    await waitFor(() => expect(noahsCard()).not.toBeInTheDocument());
    answer.resolve();
    expect(await screen.findByText('Interest sent successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ sender_id: ava.id, receiver_id: noah.id, message: 'Loved your hiking photos!' }]);
    expect(noahsCard()).not.toBeInTheDocument();
  });

  it('sends no message when none (or only spaces) was written', async () => {
    const { user, dialog } = await openForNoah();
    const bodies = recordBodies('post', INTERESTS);
    await user.type(dialog.getByLabelText('Message (optional)'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('Interest sent successfully!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ message: null });
  });

  it(`counts the message and takes no more than ${INTEREST_MESSAGE_MAX_LENGTH} characters`, async () => {
    const { user, dialog } = await openForNoah();
    const field = dialog.getByLabelText('Message (optional)');
    expect(dialog.getByText(`0/${INTEREST_MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
    await user.click(field);
    await user.paste('x'.repeat(INTEREST_MESSAGE_MAX_LENGTH + 10));
    expect(field).toHaveValue('x'.repeat(INTEREST_MESSAGE_MAX_LENGTH));
    expect(dialog.getByText(`${INTEREST_MESSAGE_MAX_LENGTH}/${INTEREST_MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
  });

  it('says so when the interest was already shown (23505), and keeps the card out of the feed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog, ava, noah, store } = await openForNoah();
    // Sent from another tab after this feed was loaded: one per pair (ProfileGrid.integration.test.ts).
    server.use(http.post(INTERESTS, () => problem(409, '23505', 'duplicate key value violates unique constraint "interests_sender_id_receiver_id_key"')));
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('You have already shown interest in this person')).toBeInTheDocument();
    // The cache is final once the failure is known; the page follows at the next batched render.
    const selectFeed = discoveryApi.endpoints.getDiscoveryFeed.select(ava.id);
    const feed = selectFeed(store.getState() as Parameters<typeof selectFeed>[0]);
    expect(feed.data?.pages.flatMap((page) => page.cards.map((card) => card.id))).not.toContain(noah.id);
    await waitFor(() => expect(noahsCard()).not.toBeInTheDocument());
  });

  it("says 'Failed to send interest' on any other failure, and brings the card back", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openForNoah();
    server.use(http.post(INTERESTS, () => problem(500, 'XX000', 'boom')));
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('Failed to send interest')).toBeInTheDocument();
    await waitFor(() => expect(noahsCard()).toBeInTheDocument());
  });

  it("shows the plan's daily limit as the database words it, with Upgrade Plan to /pricing, and brings the card back", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const limit = 'You have sent your 10 interests for today. Upgrade your plan to send more.';
    const { user, dialog } = await openForNoah();
    // The database's refusal (server/db/rls/plans.test.ts): 402, PT402, hint 'upgrade'.
    server.use(http.post(INTERESTS, () => problem(402, 'PT402', limit, null, 'upgrade')));
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    const toast = (await screen.findByText(limit)).closest('[role="status"]') as HTMLElement;
    expect(screen.queryByText('Failed to send interest')).not.toBeInTheDocument();
    await waitFor(() => expect(noahsCard()).toBeInTheDocument());
    const upgrade = within(toast).getByRole('link', { name: 'Upgrade Plan' });
    expect(upgrade).toHaveAttribute('href', '/pricing');
    await user.click(upgrade);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeInTheDocument();
  });

  it('shows sending too fast as the database words it, without an upgrade: every plan has that limit', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const tooFast = 'You are sending interests too fast. Please take a break and try again in a few minutes.';
    const { user, dialog } = await openForNoah();
    // The database's refusal (server/db/rls/abuse-limits.test.ts): 429, PT429.
    server.use(http.post(INTERESTS, () => problem(429, 'PT429', tooFast)));
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    const toast = (await screen.findByText(tooFast)).closest('[role="status"]') as HTMLElement;
    expect(within(toast).queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    await waitFor(() => expect(noahsCard()).toBeInTheDocument());
  });

  it('sends nothing when cancelled', async () => {
    const { user, dialog } = await openForNoah();
    const requests = recordRequests();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show Interest' })).not.toBeInTheDocument());
    expect(noahsCard()).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST /rest/v1/interests'))).toEqual([]);
  });

  it("shows \"It's a match!\" instead of the toast when Noah had already shown interest in her", async () => {
    const { user, dialog, noah } = await openForNoah();
    // His interest was waiting: the database made the match in the insert's transaction.
    server.use(rest.rpc('get_relationship', [relationshipRow({ member_id: noah.id, status: 'matched', first_name: 'Noah', username: 'noah' })]));
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    const moment = within(await screen.findByRole('dialog', { name: "It's a match!" }));
    expect(await moment.findByText('You and Noah like each other.')).toBeInTheDocument();
    expect(screen.queryByText('Interest sent successfully!')).not.toBeInTheDocument();
    await user.click(moment.getByRole('button', { name: 'Keep browsing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what is left of today’s interests where she spends them, counting the one she just sent', async () => {
    let used = 3;
    const mia = discoveryRow({ username: 'mia', first_name: 'Mia' });
    server.use(rest.rpc('get_my_usage', () => [myUsageRow({ interests: used, interests_limit: 10 })]));
    const { user, dialog } = await openForNoah([mia]);
    server.use(rest.insert('interests', (sent) => ((used += 1), sent.map((row) => interestRow(row as Pick<InterestRow, 'sender_id' | 'receiver_id'>)))));
    expect(await dialog.findByText('7 of your 10 interests left today')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('Interest sent successfully!')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Show Interest in Mia' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Show Interest' })).findByText('6 of your 10 interests left today')).toBeInTheDocument();
  });

  it('says nothing of what is left on a plan without a daily limit of interests', async () => {
    server.use(rest.rpc('get_my_usage', [myUsageRow({ interests: 40, interests_limit: null })]));
    const { dialog } = await openForNoah();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Send Interest' })).toBeEnabled());
    expect(dialog.queryByText(/interests left today/)).not.toBeInTheDocument();
  });
});
