import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { answerInterestApi, type InterestAnswer } from './answer-interest';

const makeStore = () => configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

/** Sofia's interest in Noah, sent as she would send it. */
async function sofiaLikesNoah() {
  const [noah, sofia] = await Promise.all([signUpMember(), signUpMember()]);
  const asSofia = await clientAs(sofia);
  const { data, error } = await asSofia.from('interests').insert({ sender_id: sofia.id, receiver_id: noah.id }).select().single();
  if (error) throw error;
  return { noah, sofia, interestId: data.id, asSofia };
}

async function answerAs(member: TestMember, args: { interestId: string; senderId: string; answer: InterestAnswer }) {
  await signInAs(member);
  return makeStore().dispatch(answerInterestApi.endpoints.answerInterest.initiate({ me: member.id, ...args }));
}

describe('answering an interest against the real database', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('accepting makes the two matched (are_matched, asked by either)', async () => {
    const { noah, sofia, interestId, asSofia } = await sofiaLikesNoah();
    const result = await answerAs(noah, { interestId, senderId: sofia.id, answer: 'accepted' });
    expect(result.error).toBeUndefined();
    expect((await asSofia.rpc('are_matched', { a: sofia.id, b: noah.id })).data).toBe(true);
    expect((await (await clientAs(noah)).rpc('are_matched', { a: noah.id, b: sofia.id })).data).toBe(true);
  });

  it('rejecting leaves them unmatched, tells Sofia nothing, and an answered interest cannot be answered again', async () => {
    const { noah, sofia, interestId, asSofia } = await sofiaLikesNoah();
    expect((await answerAs(noah, { interestId, senderId: sofia.id, answer: 'rejected' })).error).toBeUndefined();
    expect((await asSofia.rpc('are_matched', { a: sofia.id, b: noah.id })).data).toBe(false);
    expect((await answerAs(noah, { interestId, senderId: sofia.id, answer: 'accepted' })).error).toBeDefined();
    expect((await answerAs(noah, { interestId, senderId: sofia.id, answer: 'rejected' })).error).toMatchObject({ code: 'not_pending' });
    // Her interest reads as she sent it; only Noah knows he passed.
    expect((await asSofia.from('interests').select('status').eq('id', interestId).single()).data?.status).toBe('pending');
    expect((await (await clientAs(noah)).from('interest_passes').select('interest_id')).data).toEqual([{ interest_id: interestId }]);
  });

  it('only the receiver answers: the sender cannot accept her own interest', async () => {
    const { sofia, interestId, asSofia } = await sofiaLikesNoah();
    expect((await answerAs(sofia, { interestId, senderId: sofia.id, answer: 'accepted' })).error).toBeDefined();
    expect((await asSofia.from('interests').select('status').eq('id', interestId).single()).data?.status).toBe('pending');
  });
});
