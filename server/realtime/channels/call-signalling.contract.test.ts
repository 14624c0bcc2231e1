import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { signUpMembers, useTestServer } from '../../testing/contract-server';
import { conversationTopic } from '../../testing/conversation-channels';
import { Inbox } from '../../testing/inbox';
import { matchUsers, subscribe, type TestUser } from '../../testing/realtime-clients';

// Video calls through supabase-js as the SPA makes them (src/features/calls/video-link;
// docs/features.md, Video calls): the callee's app rings from a filtered change of her own calls row,
// the caller hears the answer the same way, and the WebRTC signalling (ready, offer, answer, ICE
// candidates, hang-up) crosses the pair's private call channel, which only the two matched members
// may join and which a block closes at once.

type CallRow = { id: string; caller_id: string; callee_id: string; status: string };
type Signal = { call_id: string; from: string; kind: string; [key: string]: unknown };

const given = useTestServer(async (server) => {
  const members = await signUpMembers(server, ['ava', 'noah', 'mia']);
  await matchUsers(members.ava, members.noah);
  await server.ctx.db.query(
    `insert into public.subscriptions (user_id, tier, current_period_start, current_period_end)
     values ($1, 'elite', now() - interval '1 day', now() + interval '29 days')`,
    [members.ava.id],
  );
  return members;
});

const callTopic = (a: string, b: string) => `${conversationTopic(a, b)}:call`;

/** Her calls' changes, as the member stream binds them (`<column>=eq.<me>`). */
async function listenToCalls(member: TestUser, event: 'INSERT' | 'UPDATE', column: 'caller_id' | 'callee_id') {
  const inbox = new Inbox<RealtimePostgresChangesPayload<CallRow>>();
  await subscribe(
    member.client
      .channel(`member:${member.id}:${event}:${column}`)
      .on('postgres_changes', { event, schema: 'public', table: 'calls', filter: `${column}=eq.${member.id}` }, inbox.push),
  );
  return inbox;
}

/** Joins the pair's call channel as the app does, hearing the other side's signals. */
async function joinCall(client: SupabaseClient, topic: string): Promise<{ channel: RealtimeChannel; signals: Inbox<Signal>; closed: Inbox<string> }> {
  const signals = new Inbox<Signal>();
  const closed = new Inbox<string>();
  const channel = client
    .channel(topic, { config: { private: true, broadcast: { ack: true } } })
    .on('broadcast', { event: 'signal' }, ({ payload }) => signals.push(payload as Signal));
  await new Promise<void>((resolve, reject) => {
    let joined = false;
    channel.subscribe((status, error) => {
      if (joined) return closed.push(status);
      if (status !== 'SUBSCRIBED') return reject(error ?? new Error(status));
      joined = true;
      resolve();
    });
  });
  return { channel, signals, closed };
}

const send = (channel: RealtimeChannel, payload: Signal) => channel.send({ type: 'broadcast', event: 'signal', payload });

afterEach(async () => {
  await Promise.all([given.ava, given.noah, given.mia].map((member) => member.client.removeAllChannels()));
});

it('rings the callee, tells the caller the answer, and carries the signalling between the two only', async () => {
  const { ava, noah, mia } = given;
  const rings = await listenToCalls(noah, 'INSERT', 'callee_id');
  const answers = await listenToCalls(ava, 'UPDATE', 'caller_id');
  const snooping = await listenToCalls(mia, 'INSERT', 'callee_id');

  const started = await ava.client.rpc('start_call', { callee: noah.id });
  expect(started.error).toBeNull();
  const call = started.data as CallRow;
  const [ring] = await rings.waitFor(1);
  expect(ring).toMatchObject({ eventType: 'INSERT', new: { id: call.id, caller_id: ava.id, status: 'ringing' } });

  const topic = callTopic(ava.id, noah.id);
  const avaSide = await joinCall(ava.client, topic);
  expect((await noah.client.rpc('answer_call', { call_id: call.id })).error).toBeNull();
  expect((await answers.waitFor(1))[0]).toMatchObject({ eventType: 'UPDATE', new: { id: call.id, status: 'accepted' } });
  const noahSide = await joinCall(noah.client, topic);

  // The callee says she is listening; the caller offers; she answers; both trickle candidates.
  expect(await send(noahSide.channel, { call_id: call.id, from: noah.id, kind: 'ready' })).toBe('ok');
  expect((await avaSide.signals.waitFor(1))[0]).toMatchObject({ kind: 'ready', from: noah.id });
  const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host\r\n'.repeat(60)}`;
  await send(avaSide.channel, { call_id: call.id, from: ava.id, kind: 'offer', sdp });
  await send(avaSide.channel, { call_id: call.id, from: ava.id, kind: 'candidate', candidate: { candidate: 'candidate:1', sdpMid: '0' } });
  expect((await noahSide.signals.waitFor(2)).map((s) => [s.kind, s.sdp ?? s.candidate])).toEqual([
    ['offer', sdp],
    ['candidate', { candidate: 'candidate:1', sdpMid: '0' }],
  ]);
  await send(noahSide.channel, { call_id: call.id, from: noah.id, kind: 'answer', sdp: 'v=0' });
  expect((await avaSide.signals.waitFor(2))[1]).toMatchObject({ kind: 'answer', sdp: 'v=0' });

  // Nobody else may join the pair's call channel, nor heard the ring.
  await expect(joinCall(mia.client, topic)).rejects.toBeTruthy();
  expect(snooping.received).toEqual([]);

  await send(avaSide.channel, { call_id: call.id, from: ava.id, kind: 'hangup' });
  expect((await noahSide.signals.waitFor(3))[2]).toMatchObject({ kind: 'hangup' });
  expect((await ava.client.rpc('end_call', { call_id: call.id })).data).toMatchObject({ status: 'ended' });
  expect((await answers.waitFor(2))[1]).toMatchObject({ new: { status: 'ended' } });
});

it('a block during a call ends it on both sides at once and closes their call channel', async () => {
  const { ava, noah } = given;
  const avaCalls = await listenToCalls(ava, 'UPDATE', 'caller_id');
  const noahCalls = await listenToCalls(noah, 'UPDATE', 'callee_id');
  const call = (await ava.client.rpc('start_call', { callee: noah.id })).data as CallRow;
  expect((await noah.client.rpc('answer_call', { call_id: call.id })).error).toBeNull();
  const topic = callTopic(ava.id, noah.id);
  const [avaSide, noahSide] = [await joinCall(ava.client, topic), await joinCall(noah.client, topic)];

  expect((await noah.client.rpc('block_member', { member: ava.id })).error).toBeNull();
  for (const calls of [avaCalls, noahCalls]) {
    const changes = await calls.waitFor(2);
    expect(changes.at(-1)).toMatchObject({ new: { id: call.id, status: 'ended' } });
  }
  for (const side of [avaSide, noahSide]) expect(await side.closed.waitFor(1)).toEqual(['CLOSED']);
  await expect(ava.client.rpc('start_call', { callee: noah.id })).resolves.toMatchObject({ error: { code: 'PT404' } });
});
