import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember, testClient, uniqueName, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { placeApi } from '@/entities/place';
import { ownProfileWriteApi, profileApi } from '@/entities/profile';
import { baseApi } from '@/shared/api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

/** A city of this test's own in the gazetteer (written as the loader would, bypassing RLS). */
async function addPlace() {
  const name = uniqueName('Testville').replace('_', '');
  const place = { id: 900_000_000 + Math.floor(Math.random() * 90_000_000), name, label: `${name}, Portugal`, country_code: 'PT', population: 20_000, latitude: 38.7, longitude: -9.1 };
  const { error } = await testClient('serviceRoleKey').from('places').insert(place);
  if (error) throw error;
  return place;
}

describe('saving Edit Profile against the real database', () => {
  it('saves the edited fields and a place found by search_places; the location becomes its label', async () => {
    const [member, place] = await Promise.all([signUpMember(), addPlace()]);
    await signInAs(member);
    const store = makeStore();
    const { data: found } = await store.dispatch(placeApi.endpoints.searchPlaces.initiate(place.name.slice(0, 12).toLowerCase()));
    expect(found).toContainEqual({ id: place.id, label: place.label });

    const saved = await store.dispatch(
      ownProfileWriteApi.endpoints.updateOwnProfile.initiate({
        me: member.id,
        changes: { bio: 'Painter and hiker.', interests: ['Art', 'Hiking', 'Coffee'], relationship_goals: ['Marriage'], place_id: place.id },
        context: 'Update own profile',
      }),
    );
    expect(saved.error).toBeUndefined();
    const { data: profile } = await store.dispatch(profileApi.endpoints.getOwnProfile.initiate(member.id, { forceRefetch: true }));
    expect(profile).toMatchObject({
      bio: 'Painter and hiker.',
      interests: ['Art', 'Hiking', 'Coffee'],
      relationshipGoals: ['Marriage'],
      placeId: place.id,
      location: place.label,
    });
  });

  it('shows other members the city, never the place or its coordinates', async () => {
    const [member, viewer, place] = await Promise.all([signUpMember(), signUpMember(), addPlace()]);
    await signInAs(member);
    await makeStore().dispatch(ownProfileWriteApi.endpoints.updateOwnProfile.initiate({ me: member.id, changes: { place_id: place.id }, context: 'Update own profile' }));
    const asViewer = await clientAs(viewer);
    const { data } = await asViewer.from('public_profiles').select('*').eq('id', member.id).single();
    expect(data?.location).toBe(place.label);
    expect(data).not.toHaveProperty('place_id');
    expect(JSON.stringify(data)).not.toMatch(/38\.7|-9\.1/);
    expect((await asViewer.from('places').select('*').eq('id', place.id)).error).not.toBeNull();
  });

  /** The member saves a birth date; resolves to what the failure logged (nothing when it was saved). */
  async function saveBirthDate(member: TestMember, birthDate: string): Promise<string> {
    await signInAs(member);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const saved = await makeStore().dispatch(
      ownProfileWriteApi.endpoints.updateOwnProfile.initiate({ me: member.id, changes: { birth_date: birthDate }, context: 'Update own profile' }),
    );
    const logged = saved.error ? JSON.stringify(error.mock.calls) : '';
    error.mockRestore();
    return logged;
  }

  it('refuses an under-18 birth date from the database too', async () => {
    // A member without a birth date yet (a Google sign-up): a saved one is fixed.
    expect(await saveBirthDate(await signUpMember({ birth_date: '' }), '2015-01-01')).toContain('You must be at least 18 years old');
  });

  it('refuses a new birth date once one is saved: support corrects it', async () => {
    expect(await saveBirthDate(await signUpMember(), '1980-01-01')).toContain('Your birth date is set: contact support to correct it');
  });
});
