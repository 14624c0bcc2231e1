import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { clientAs, signUpMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { receivedInterestsApi } from './received-interests-api';

// As the app's store: the badge's live subscription registers a listener.
const makeStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (get) => get().prepend(createListenerMiddleware().middleware).concat(baseApi.middleware),
  });

describe('the likes badge and list against the real database', () => {
  it('count and list the pending interests received from visible members, newest first, and nothing else', async () => {
    const [noah, sofia, river, marcus, elena, hidden] = await Promise.all(
      ['Noah', 'Sofia', 'River', 'Marcus', 'Elena', 'Hidden'].map((first_name) => signUpMember({ first_name })),
    );
    const send = async (from: typeof noah, to: typeof noah, message?: string) => {
      const { error } = await (await clientAs(from)).from('interests').insert({ sender_id: from.id, receiver_id: to.id, message });
      if (error) throw error;
    };
    await send(sofia, noah, 'Hello Noah');
    await send(river, noah);
    await send(marcus, noah);
    await send(noah, elena);
    await send(hidden, noah);
    const asNoah = await clientAs(noah);
    await asNoah.from('interests').update({ status: 'accepted' }).eq('sender_id', marcus.id);
    // A sender who hides their profile afterwards is neither listed nor counted.
    await (await clientAs(hidden)).from('profiles').update({ visibility: 'nobody' }).eq('id', hidden.id);

    await signInAs(noah);
    const store = makeStore();
    const count = await store.dispatch(receivedInterestsApi.endpoints.getPendingInterestCount.initiate(noah.id));
    const likes = await store.dispatch(receivedInterestsApi.endpoints.getPendingInterests.initiate(noah.id));
    expect(count.data).toBe(2);
    expect(likes.data).toEqual([
      expect.objectContaining({ senderId: river.id, message: null, sender: expect.objectContaining({ firstName: 'River', age: expect.any(Number) }) }),
      expect.objectContaining({ senderId: sofia.id, message: 'Hello Noah', sender: expect.objectContaining({ firstName: 'Sofia' }) }),
    ]);
    store.dispatch(baseApi.util.resetApiState());
  });
});
