import { configureStore } from '@reduxjs/toolkit';
import { rest } from '@mocks/api';
import { server } from '@mocks/server';
import { baseApi, tags } from '@/shared/api';
import { changesWhoSeesWhom, ownProfileWriteApi } from './own-profile-write';

// A list of members as the feed is one: it provides the members tag (shared/api/tags.ts).
let listLoads = 0;
const membersList = baseApi.injectEndpoints({
  endpoints: (build) => ({
    membersListForTest: build.query<number, void>({ queryFn: () => ({ data: ++listLoads }), providesTags: [tags.members] }),
  }),
});

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

describe('updateOwnProfile, the one writer of the member’s row', () => {
  beforeEach(() => server.use(rest.update('profiles')));

  it.each([
    [{ gender: 'female' }, 2],
    [{ first_name: 'Ava', birth_date: '1995-06-15' }, 2],
    [{ preferred_distance: 25 }, 2],
    [{ notify_messages: false, show_online_status: false }, 1],
  ])('loads every list of members again after %j only when it may change who she is shown', async (changes, loads) => {
    listLoads = 0;
    const store = makeStore();
    const list = store.dispatch(membersList.endpoints.membersListForTest.initiate());
    await list;
    const saved = await store.dispatch(ownProfileWriteApi.endpoints.updateOwnProfile.initiate({ me: 'u1', changes, context: 'Save' }));
    expect(saved.error).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.dispatch(membersList.endpoints.membersListForTest.initiate());
    expect(listLoads).toBe(loads);
    list.unsubscribe();
  });

  it('tells settings from what changes who sees whom', () => {
    expect(changesWhoSeesWhom({ notify_profile_views: true })).toBe(false);
    expect(changesWhoSeesWhom({ notify_profile_views: true, visibility: 'matches' })).toBe(true);
  });
});
