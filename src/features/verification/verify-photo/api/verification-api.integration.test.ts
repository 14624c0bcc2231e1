import { configureStore } from '@reduxjs/toolkit';
import { clientAs, signUpMember, subscribeMember, type TestMember } from '@test/integration/members';
import { signInAs } from '@test/sign-in-as';
import { baseApi } from '@/shared/api';
import { verificationApi } from './verification-api';

// The SPA's endpoints against the real server, without a vision provider (as the integration
// server runs): the plan's refusal as the database words it, then a selfie that waits for the
// operator. The decisions themselves: server/functions/photo-verification.contract.test.ts.
const makeStore = () =>
  configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (get) => get().concat(baseApi.middleware) });

const SELFIE = `data:image/jpeg;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 300 }, () => 42)))}`;

async function addMainPhoto(member: TestMember) {
  const client = await clientAs(member);
  const name = `${member.id}/${crypto.randomUUID()}.jpg`;
  const bytes = Uint8Array.from(atob(SELFIE.split(',')[1]), (c) => c.charCodeAt(0));
  const upload = await client.storage.from('profile-photos').upload(name, bytes, { contentType: 'image/jpeg' });
  if (upload.error) throw upload.error;
  const { error } = await client.from('photos').insert({ user_id: member.id, url: client.storage.from('profile-photos').getPublicUrl(name).data.publicUrl });
  if (error) throw error;
}

describe('photo verification against the real server', () => {
  afterEach(() => jest.restoreAllMocks());

  it("refuses a plan without verification in the database's words, then queues an Elite member's selfie for review", async () => {
    const member = await signUpMember();
    await addMainPhoto(member);
    await signInAs(member);
    const store = makeStore();
    expect((await store.dispatch(verificationApi.endpoints.getMyVerification.initiate(member.id))).data).toEqual({ status: 'none', note: null });

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = await store.dispatch(verificationApi.endpoints.sendSelfie.initiate({ me: member.id, pose: 'point_up', selfie: SELFIE }));
    expect(refused.error).toMatchObject({ message: 'Verification comes with Elite. Upgrade your plan to get verified.', status: 402 });

    await subscribeMember(member, 'elite');
    const sent = await store.dispatch(verificationApi.endpoints.sendSelfie.initiate({ me: member.id, pose: 'point_up', selfie: SELFIE }));
    expect(sent.data).toEqual({ status: 'pending', note: null });
    const { data } = await store.dispatch(verificationApi.endpoints.getMyVerification.initiate(member.id, { forceRefetch: true }));
    expect(data).toEqual({ status: 'pending', note: null });
  });
});
