import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { signUpMember, testClient } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { boostApi } from './boost-api';

const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

/** Premium from yesterday, as a confirmed checkout records it (record_subscription, service role). */
async function premium(memberId: string) {
  const day = 24 * 3600_000;
  const { error } = await testClient('serviceRoleKey').rpc('record_subscription', {
    event: `evt_${crypto.randomUUID()}`, member: memberId, tier: 'premium', subscription: `sub_${crypto.randomUUID()}`,
    customer: `cus_${crypto.randomUUID()}`, period_start: new Date(Date.now() - day).toISOString(),
    period_end: new Date(Date.now() + 29 * day).toISOString(), cancel_at_period_end: false, trial_end: null as never, ended: false, replaces: true,
  });
  expect(error).toBeNull();
}

describe('boosts against the real database', () => {
  afterEach(() => jest.restoreAllMocks());

  it('locks a Free member out with the refusal to show, and boosts a Premium member once', async () => {
    // The refusals are logged by supabaseQuery; expected here.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const member = await signUpMember();
    await signInAs(member);
    const store = makeStore();
    expect((await store.dispatch(boostApi.endpoints.getMyBoost.initiate(member.id))).data).toEqual({ activeUntil: null, boostsLeft: 0, nextBoostAt: null });
    const refused = await store.dispatch(boostApi.endpoints.startBoost.initiate(member.id));
    expect(refused).toMatchObject({ error: { code: 'PT402', message: 'Boosts come with Premium and Elite.' } });

    await premium(member.id);
    const started = await store.dispatch(boostApi.endpoints.startBoost.initiate(member.id));
    expect(started.error).toBeUndefined();
    expect(started.data).toMatchObject({ boostsLeft: 0, activeUntil: expect.any(String), nextBoostAt: expect.any(String) });
    // The answer is in the cache: the button counts down without asking again.
    await waitFor(() => expect(boostApi.endpoints.getMyBoost.select(member.id)(store.getState()).data).toEqual(started.data));
    const again = await store.dispatch(boostApi.endpoints.startBoost.initiate(member.id));
    expect(again).toMatchObject({ error: { code: 'PT429', message: expect.stringMatching(/^Your next boost is on /) } });
  });
});
