import { configureStore } from '@reduxjs/toolkit';
import { encode } from 'jpeg-js';
import { clientAs, signUpMember, subscribeMember, uniqueName, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { discoveryApi } from '@/entities/discovery-feed';
import { ownProfileWriteApi, profileApi } from '@/entities/profile';
import { defaultFilters, savePreferencesWrite } from '@/features/set-preferences';
import { showInterestApi } from '@/features/show-interest';
import { baseApi } from '@/shared/api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

/** A member the feed can show (it leaves out profiles without a photo): signed up, with a religion and a real photo. */
async function candidate(religion: string): Promise<TestMember> {
  const member = await signUpMember({ gender: 'male', birth_date: '1992-03-01' });
  const client = await clientAs(member);
  const { data } = encode({ data: Buffer.alloc(8 * 8 * 4, 120), width: 8, height: 8 }, 80);
  const path = `${member.id}/${crypto.randomUUID().replace(/-/g, '')}.jpg`;
  const bucket = client.storage.from('profile-photos');
  const uploaded = await bucket.upload(path, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
  if (uploaded.error) throw uploaded.error;
  const photo = await client.from('photos').insert({ user_id: member.id, url: bucket.getPublicUrl(path).data.publicUrl });
  if (photo.error) throw photo.error;
  const profile = await client.from('profiles').update({ religion }).eq('id', member.id);
  if (profile.error) throw profile.error;
  return member;
}

/** The viewer's whole feed, every page, as infinite scroll would load it. */
async function wholeFeed(store: ReturnType<typeof makeStore>, viewerId: string) {
  const { initiate } = discoveryApi.endpoints.getDiscoveryFeed;
  let result = await store.dispatch(initiate(viewerId, { forceRefetch: true }));
  while (result.hasNextPage) result = await store.dispatch(initiate(viewerId, { direction: 'forward' }));
  if (result.error) throw new Error(result.error.message);
  return result.data?.pages.flatMap((page) => page.cards.map((card) => card.id)) ?? [];
}

describe('discovery against the real database', () => {
  it('saves every filter, reads them back from a fresh store, and the feed applies them', async () => {
    // A religion of this test's own narrows the feed to this test's members, whoever else exists.
    const faith = uniqueName('Faith');
    const [viewer, matching, other] = await Promise.all([signUpMember(), candidate(faith), candidate(uniqueName('Other'))]);
    // A religion filter is one of all filters (filters-by-plan.integration.test.ts: a plan without them).
    await subscribeMember(viewer, 'premium');
    await signInAs(viewer);
    const store = makeStore();
    expect(await wholeFeed(store, viewer.id)).toEqual(expect.arrayContaining([matching.id, other.id]));

    const filters = { ...defaultFilters, religion: faith, gender: ['male'], height: [0, 300] as [number, number], drinking: '' };
    const saved = await store.dispatch(ownProfileWriteApi.endpoints.updateOwnProfile.initiate(savePreferencesWrite(viewer.id, filters, true)));
    expect(saved.error).toBeUndefined();

    const { data: own } = await makeStore().dispatch(profileApi.endpoints.getOwnProfile.initiate(viewer.id));
    expect(own?.preferences).toMatchObject({ religion: faith, genders: ['male'], drinking: null, heightRange: [0, 300], distance: 50 });
    expect(await wholeFeed(store, viewer.id)).toEqual([matching.id]);
  });

  it('sends an interest with its message trimmed, leaves that member out of the feed, and refuses a second one', async () => {
    const faith = uniqueName('Faith');
    const [viewer, noah] = await Promise.all([signUpMember(), candidate(faith)]);
    await subscribeMember(viewer, 'premium');
    await signInAs(viewer);
    const store = makeStore();
    await store.dispatch(ownProfileWriteApi.endpoints.updateOwnProfile.initiate(savePreferencesWrite(viewer.id, { ...defaultFilters, religion: faith }, true)));
    expect(await wholeFeed(store, viewer.id)).toEqual([noah.id]);

    const sent = await store.dispatch(showInterestApi.endpoints.sendInterest.initiate({ me: viewer.id, receiverId: noah.id, message: '  Hello Noah  ' }));
    expect(sent.data).toMatchObject({ senderId: viewer.id, receiverId: noah.id, message: 'Hello Noah', status: 'pending' });
    expect(await wholeFeed(store, viewer.id)).toEqual([]);

    jest.spyOn(console, 'error').mockImplementation(() => {});
    const again = await store.dispatch(showInterestApi.endpoints.sendInterest.initiate({ me: viewer.id, receiverId: noah.id, message: '' }));
    expect(again.error).toMatchObject({ code: '23505', message: 'You have already shown interest in this person' });
    jest.restoreAllMocks();
  });
});
