import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { problem, rest } from '@mocks/api';
import { publicProfileRow } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { callChanged, callRang, callSessionSlice, callStarted, type CallRecord } from '@/entities/call';
import { injectApi } from '@test/inject-api';
import { injectSlice } from '@test/inject-slice';
import { recordBodies } from '@test/record-requests';
import { renderWithProviders, TEST_USER } from '@test/render-with-providers';
import { VideoCallHost } from './VideoCallHost';

// The call's windows in each state (docs/features.md, Video calls). Who may call, answer and decline
// is the database's (server/db/rls/calls.test.ts); the media and the signalling run in a real browser
// (e2e/video-calls.spec.ts). jsdom has no camera: a live call says so.

const NOAH = publicProfileRow({ first_name: 'Noah', username: 'noah_b' });
const call = (fields: Partial<CallRecord> = {}): CallRecord => ({
  id: crypto.randomUUID(),
  callerId: NOAH.id!,
  calleeId: TEST_USER.id,
  status: 'ringing',
  createdAt: new Date().toISOString(),
  answeredAt: null,
  endedAt: null,
  ...fields,
});
const row = ({ id, callerId, calleeId, status }: CallRecord) => ({ id, caller_id: callerId, callee_id: calleeId, status, created_at: new Date().toISOString(), answered_at: null, ended_at: null });

beforeAll(async () => {
  injectSlice(callSessionSlice);
  await injectApi();
});
beforeEach(() => {
  server.use(...rest.select('public_profiles', [NOAH]));
});

function renderHost() {
  return renderWithProviders(<VideoCallHost me={TEST_USER.id} reportAction={({ name }) => <button type="button">Report {name}</button>} />, { session: 'signedIn' });
}

describe('a call to her', () => {
  it('rings with who calls, Accept and Decline, and no camera yet', async () => {
    const { store } = renderHost();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void store.dispatch(callRang(call())));
    const ring = await screen.findByRole('dialog', { name: 'Incoming video call' });
    expect(await screen.findByText('Noah is calling')).toBeVisible();
    expect(ring.querySelector('video')).toBeNull();
  });

  it('Accept answers the call and opens the call window', async () => {
    const ringing = call();
    server.use(rest.rpc('answer_call', row({ ...ringing, status: 'accepted' })));
    const answers = recordBodies('post', restUrl('/rpc/answer_call'));
    const { store, user } = renderHost();
    act(() => void store.dispatch(callRang(ringing)));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Connecting…' })).toBeVisible();
    await waitFor(() => expect(answers).toEqual([{ call_id: ringing.id }]));
    // No camera in jsdom: the window says so rather than wait for ever.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your camera or microphone is not available');
    expect(screen.getByRole('button', { name: 'Hang up' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Report Noah' })).toBeVisible();
  });

  it('Decline declines it in the database and stops ringing', async () => {
    const ringing = call();
    server.use(rest.rpc('decline_call', row({ ...ringing, status: 'declined' })));
    const declines = recordBodies('post', restUrl('/rpc/decline_call'));
    const { store, user } = renderHost();
    act(() => void store.dispatch(callRang(ringing)));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(declines).toEqual([{ call_id: ringing.id }]));
  });

  it('an answer too late is told with the database’s words', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(restUrl('/rpc/answer_call'), () => problem(409, 'PT409', 'This call has ended.')));
    const { store, user } = renderHost();
    act(() => void store.dispatch(callRang(call())));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This call has ended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(logged).toHaveBeenCalledWith('Answer call failed', expect.objectContaining({ code: 'PT409' }));
  });
});

describe('her call', () => {
  const mine = () => call({ callerId: TEST_USER.id, calleeId: NOAH.id! });

  it('shows Calling Noah… with her controls, and why it ended: declined, no answer', async () => {
    const { store, user } = renderHost();
    const started = mine();
    act(() => void store.dispatch(callStarted(started)));
    const calling = await screen.findByRole('dialog', { name: 'Calling Noah…' });
    for (const control of ['Mute', 'Turn camera off', 'Hang up']) expect(screen.getByRole('button', { name: control })).toBeVisible();
    expect(calling).toBeVisible();
    act(() => void store.dispatch(callChanged({ ...started, status: 'declined' })));
    expect(await screen.findByRole('dialog', { name: 'Call declined' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const again = mine();
    act(() => void store.dispatch(callStarted(again)));
    act(() => void store.dispatch(callChanged({ ...again, status: 'missed' })));
    expect(await screen.findByRole('dialog', { name: 'No answer' })).toBeVisible();
  });

  it('Hang up ends it in the database and says the call ended', async () => {
    const started = mine();
    server.use(rest.rpc('end_call', row({ ...started, status: 'missed' })));
    const ends = recordBodies('post', restUrl('/rpc/end_call'));
    const { store, user } = renderHost();
    act(() => void store.dispatch(callStarted(started)));
    await user.click(await screen.findByRole('button', { name: 'Hang up' }));
    expect(await screen.findByRole('dialog', { name: 'Call ended' })).toBeVisible();
    await waitFor(() => expect(ends).toEqual([{ call_id: started.id }]));
  });

  it('mute and camera off are pressed buttons that turn back', async () => {
    const { store, user } = renderHost();
    act(() => void store.dispatch(callStarted(mine())));
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toHaveAttribute('aria-pressed', 'true');
    // One camera (none, in jsdom): no switch is offered.
    expect(screen.queryByRole('button', { name: 'Switch camera' })).toBeNull();
  });
});
