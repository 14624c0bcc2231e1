import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember, testClient, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { analyticsTexts } from '../config/texts';
import { analyticsApi } from './analytics-api';

const makeStore = () => configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

/** Elite, as a confirmed checkout records it (the service role, through record_subscription). */
async function makeElite(member: TestMember) {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const { error } = await testClient('serviceRoleKey').rpc('record_subscription', {
    event: `evt_analytics_${member.id}`,
    member: member.id,
    tier: 'elite',
    subscription: `sub_${member.id}`,
    customer: `cus_${member.id}`,
    period_start: yesterday,
    period_end: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    cancel_at_period_end: false,
    // No trial running: it ended as the period began.
    trial_end: yesterday,
    ended: false,
    replaces: true,
  });
  if (error) throw error;
}

async function analyticsOf(member: TestMember) {
  await signInAs(member);
  return makeStore().dispatch(analyticsApi.endpoints.getMyAnalytics.initiate(member.id));
}

describe('analytics against the real database', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('gives an Elite member her 30 days, today last, with a like she received today', async () => {
    const [her, admirer] = await Promise.all([signUpMember(), signUpMember()]);
    await makeElite(her);
    const { error } = await (await clientAs(admirer)).from('interests').insert({ sender_id: admirer.id, receiver_id: her.id });
    if (error) throw error;
    const { data, error: failure } = await analyticsOf(her);
    expect(failure).toBeUndefined();
    expect(data).toHaveLength(30);
    expect(data?.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), likesReceived: 1, matches: 0, boosts: [] });
    expect(data?.slice(0, -1).every((day) => day.likesReceived === 0)).toBe(true);
  });

  it('refuses a Free member with 402 and the words the page shows', async () => {
    const member = await signUpMember();
    const { data, error } = await analyticsOf(member);
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ code: 'PT402', message: analyticsTexts.planRequired('Elite') });
  });
});
