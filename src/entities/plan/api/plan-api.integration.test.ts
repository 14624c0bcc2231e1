import { configureStore } from '@reduxjs/toolkit';
import { signUpMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { planApi } from './plan-api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

describe('the plan catalogue and the member plan against the real database', () => {
  it('reads the catalogue signed out, in order, with prices as numbers', async () => {
    const { data, error } = await makeStore().dispatch(planApi.endpoints.getPlans.initiate());
    expect(error).toBeUndefined();
    expect(data?.map(({ tier, name, monthlyPrice }) => [tier, name, monthlyPrice])).toEqual([
      ['free', 'Free', 0],
      ['basic', 'Basic', 9.99],
      ['premium', 'Premium', 19.99],
      ['elite', 'Elite', 39.99],
    ]);
    expect(data?.[0].limits).toEqual({ aiAnswersPerDay: 20, interestsPerDay: 10, messagesPerDay: 20, maxPhotos: 3, profileViewsPerDay: 25, boostEvery: null });
    expect(data?.[3].limits.boostEvery).toBe('7 days');
    expect(data?.[1].excluded).toEqual(['AI matchmaking', 'Read receipts', 'Profile boost']);
    expect(data?.map(({ entitlements }) => entitlements.length)).toEqual([0, 0, 4, 10]);
  });

  it('gives a new member Free, with no period or trial, and none of the features', async () => {
    const member = await signUpMember();
    await signInAs(member);
    const { data, error } = await makeStore().dispatch(planApi.endpoints.getMyPlan.initiate(member.id));
    expect(error).toBeUndefined();
    expect(data).toEqual({ tier: 'free', name: 'Free', currentPeriodStart: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, trialEnd: null, entitlements: [] });
  });
});
