import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { discoveryApi } from '@/entities/discovery-card';
import { INTEREST_MESSAGE_MAX_LENGTH } from '@/shared/config';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

const INTERESTS = restUrl('/interests');

/** Ava on /home with Noah's card in her feed, and the Show Interest modal open for him. */
async function openForNoah() {
  const { user: ava } = seedMember({ username: 'ava_rose', first_name: 'Ava' });
  const { user: noah } = seedMember({ username: 'noah', first_name: 'Noah' });
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
    expect(mockDb.interests.findMany()).toMatchObject([{ sender_id: ava.id, receiver_id: noah.id, status: 'pending' }]);
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
    // Sent from another tab after this feed was loaded.
    mockDb.interests.create({ sender_id: ava.id, receiver_id: noah.id });
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
    server.use(http.post(INTERESTS, () => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 })));
    await user.click(dialog.getByRole('button', { name: 'Send Interest' }));
    expect(await screen.findByText('Failed to send interest')).toBeInTheDocument();
    await waitFor(() => expect(noahsCard()).toBeInTheDocument());
    expect(mockDb.interests.findMany()).toEqual([]);
  });

  it('sends nothing when cancelled', async () => {
    const { user, dialog } = await openForNoah();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Show Interest' })).not.toBeInTheDocument());
    expect(noahsCard()).toBeInTheDocument();
    expect(mockDb.interests.findMany()).toEqual([]);
  });
});
