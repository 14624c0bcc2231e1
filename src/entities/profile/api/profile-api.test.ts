import { configureStore } from '@reduxjs/toolkit';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { restUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { baseApi } from '@/shared/api';
import { profileApi } from './profile-api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

const publicRow = {
  id: 'u2',
  username: 'noah',
  first_name: 'Noah',
  gender: 'male',
  age: 31,
  bio: null,
  location: 'Porto',
  interests: ['Music'],
  relationship_goals: [],
  photos: ['https://cdn.test/n.jpg'],
  last_active: null,
  created_at: '2026-01-01T00:00:00Z',
  body_type: null,
  hair_type: null,
  height_cm: null,
  education: null,
  drinking: null,
  smoking: null,
  religion: null,
  has_children: null,
  wants_children: null,
  photo_rows: [{ id: 'p1', url: 'https://cdn.test/n.jpg', is_primary: true, position: 0, created_at: '2026-01-02T00:00:00Z' }],
};

/** Answers GET /rest/v1/<relation> with the given rows and records the query string. */
function answer(relation: string, rows: Record<string, unknown>[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    ...rest.select(relation, (params) => {
      seen.push(params);
      return rows;
    }),
  );
  return seen;
}

describe('profile endpoints', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads what others see from public_profiles, with the photos, mapped to the domain', async () => {
    const seen = answer('public_profiles', [publicRow]);
    const { data } = await makeStore().dispatch(profileApi.endpoints.getPublicProfile.initiate('u2'));
    expect(seen[0].get('id')).toBe('eq.u2');
    expect(seen[0].get('select')).toBe('*,photo_rows:photos(id,url,is_primary,position,created_at)');
    expect(data).toMatchObject({ id: 'u2', firstName: 'Noah', primaryPhotoUrl: 'https://cdn.test/n.jpg', lastActive: null });
  });

  it('gives null for a profile that is hidden from the caller or does not exist', async () => {
    answer('public_profiles', []);
    const result = await makeStore().dispatch(profileApi.endpoints.getPublicProfile.initiate('hidden'));
    expect(result.data).toBeNull();
    expect(result.error).toBeUndefined();
  });

  it("reads the member's own whole row from profiles", async () => {
    const seen = answer('profiles', [{ ...publicRow, id: 'u1', email: 'ava@example.com', visibility: 'nobody', preferred_genders: [] }]);
    const { data } = await makeStore().dispatch(profileApi.endpoints.getOwnProfile.initiate('u1'));
    expect(seen[0].get('id')).toBe('eq.u1');
    expect(data).toMatchObject({ id: 'u1', email: 'ava@example.com', visibility: 'nobody' });
  });

  it('returns the SPEC §8 message when the request fails, and logs the cause', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(restUrl('/public_profiles'), () => problem(400, '42703', 'column public_profiles.email does not exist')));
    const { error } = await makeStore().dispatch(profileApi.endpoints.getPublicProfile.initiate('u2'));
    expect(error).toEqual({ code: '42703', message: 'Database schema error' });
    expect(logged).toHaveBeenCalledWith('Load profile failed', expect.objectContaining({ code: '42703' }));
  });
});
