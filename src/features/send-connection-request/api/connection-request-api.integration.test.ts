import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { connectionRequestsApi } from '@/entities/connection-request';
import { baseApi } from '@/shared/api';
import { connectionRequestApi } from './connection-request-api';

const makeStore = () => configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

describe('connection requests against the real database', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('sends one, trimmed; a second to the same member is refused as a duplicate', async () => {
    const [noah, sofia] = await Promise.all([signUpMember(), signUpMember()]);
    await signInAs(noah);
    const store = makeStore();
    const send = () => store.dispatch(connectionRequestApi.endpoints.sendConnectionRequest.initiate({ me: noah.id, receiverId: sofia.id, message: '  Coffee?  ' }));
    const sent = () => store.dispatch(connectionRequestsApi.endpoints.hasSentConnectionRequest.initiate({ me: noah.id, receiverId: sofia.id }, { forceRefetch: true }));

    expect((await sent()).data).toBe(false);
    expect((await send()).error).toBeUndefined();
    expect((await send()).error).toEqual({ code: '23505', message: 'You have already sent a connection request to this user' });
    expect((await sent()).data).toBe(true);
    const { data } = await (await clientAs(sofia)).from('connection_requests').select('sender_id, message').eq('receiver_id', sofia.id);
    expect(data).toEqual([{ sender_id: noah.id, message: 'Coffee?' }]);
  });

  it('cannot reach a member who hides their profile', async () => {
    const [noah, hidden] = await Promise.all([signUpMember(), signUpMember()]);
    await (await clientAs(hidden)).from('profiles').update({ visibility: 'nobody' }).eq('id', hidden.id);
    await signInAs(noah);
    const result = await makeStore().dispatch(
      connectionRequestApi.endpoints.sendConnectionRequest.initiate({ me: noah.id, receiverId: hidden.id, message: '' }),
    );
    expect(result.error).toEqual({ code: '42501', message: 'Failed to send connection request' });
  });
});
