import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { clientAs, signUpMember, subscribeMember, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { receivedInterestsApi } from './received-interests-api';

// As the app's store: the badge's live subscription registers a listener.
const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (get) => get().prepend(createListenerMiddleware().middleware).concat(baseApi.middleware),
  });

/** Noah liked by Sofia (with a message), River, Marcus (accepted: a match) and one who hides afterwards; Noah likes Elena. */
async function likedNoah() {
  const [noah, sofia, river, marcus, elena, hidden] = await Promise.all(
    ['Noah', 'Sofia', 'River', 'Marcus', 'Elena', 'Hidden'].map((first_name) => signUpMember({ first_name })),
  );
  const send = async (from: TestMember, to: TestMember, message?: string) => {
    const { data, error } = await (await clientAs(from)).from('interests').insert({ sender_id: from.id, receiver_id: to.id, message }).select('id').single();
    if (error) throw error;
    return data.id;
  };
  await send(sofia, noah, 'Hello Noah');
  await send(river, noah);
  const fromMarcus = await send(marcus, noah);
  await send(noah, elena);
  await send(hidden, noah);
  const asNoah = await clientAs(noah);
  expect((await asNoah.rpc('accept_interest', { interest_id: fromMarcus })).data).toBe(true);
  // A sender who hides their profile afterwards is neither listed nor counted.
  await (await clientAs(hidden)).from('profiles').update({ visibility: 'nobody' }).eq('id', hidden.id);
  return { noah, sofia, river, marcus, asNoah };
}

describe('the likes badge and list against the real database', () => {
  it('count and list the pending interests received from visible members, newest first, and nothing else (Premium)', async () => {
    const { noah, sofia, river } = await likedNoah();
    await subscribeMember(noah, 'premium');
    await signInAs(noah);
    const store = makeStore();
    const count = await store.dispatch(receivedInterestsApi.endpoints.getPendingInterestCount.initiate(noah.id));
    const likes = await store.dispatch(receivedInterestsApi.endpoints.getPendingInterests.initiate(noah.id));
    expect(count.data).toBe(2);
    // One page, shorter than the page size: nothing more to load.
    expect(likes.data?.pages).toEqual([
      {
        likes: [
          expect.objectContaining({ senderId: river.id, message: null, sender: expect.objectContaining({ firstName: 'River', age: expect.any(Number) }) }),
          expect.objectContaining({ senderId: sofia.id, message: 'Hello Noah', sender: expect.objectContaining({ firstName: 'Sofia' }) }),
        ],
        next: null,
      },
    ]);
    expect(likes.hasNextPage).toBe(false);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('give a Free member the count and no sender: the list is refused, REST and embeds show only her match', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { noah, marcus, asNoah } = await likedNoah();
    await signInAs(noah);
    const store = makeStore();
    expect((await store.dispatch(receivedInterestsApi.endpoints.getPendingInterestCount.initiate(noah.id))).data).toBe(2);
    const likes = await store.dispatch(receivedInterestsApi.endpoints.getPendingInterests.initiate(noah.id));
    expect(likes.error).toMatchObject({ code: 'PT402', message: expect.stringMatching(/^Seeing who likes you comes with Premium and Elite\./) });
    const { data } = await asNoah.from('interests').select('sender_id, status, sender:public_profiles!sender_id(username)').eq('receiver_id', noah.id);
    expect(data).toEqual([{ sender_id: marcus.id, status: 'accepted', sender: { username: marcus.username } }]);
    store.dispatch(baseApi.util.resetApiState());
    jest.restoreAllMocks();
  });
});
