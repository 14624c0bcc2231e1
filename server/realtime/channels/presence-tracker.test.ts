import { Channel, type ChannelSink } from './channel';
import { PresenceTracker } from './presence-tracker';

const sink: ChannelSink = { send: () => {}, sendBroadcast: () => {} };
const channel = (topic: string, presenceKey: string) =>
  new Channel(sink, {
    topic,
    joinRef: '1',
    claims: { role: 'anon', exp: 0 },
    token: '',
    broadcastSelf: false,
    broadcastAck: false,
    presenceKey,
    presenceEnabled: true,
  });

describe('PresenceTracker', () => {
  it('groups metas by key per topic, and diffs joins, updates and leaves as Phoenix does', () => {
    const tracker = new PresenceTracker();
    const tabA = channel('realtime:lobby', 'ann');
    const tabB = channel('realtime:lobby', 'ann');
    const elsewhere = channel('realtime:other', 'ann');

    const joined = tracker.track(tabA, { status: 'online' })!;
    const ref = joined.joins.ann.metas[0].phx_ref;
    expect(joined).toEqual({ joins: { ann: { metas: [{ status: 'online', phx_ref: ref }] } }, leaves: {} });
    expect(tracker.track(tabA, { status: 'online' })).toBeNull();

    tracker.track(tabB, { status: 'away' });
    tracker.track(elsewhere, { status: 'busy' });
    expect(tracker.state('realtime:lobby').ann.metas.map((m) => m.status)).toEqual(['online', 'away']);

    const updated = tracker.track(tabA, { status: 'typing' })!;
    expect(updated.leaves.ann.metas[0]).toMatchObject({ status: 'online', phx_ref: ref });
    expect(updated.joins.ann.metas[0]).toMatchObject({ status: 'typing', phx_ref_prev: ref });

    expect(tracker.untrack(tabB)!.leaves.ann.metas[0].status).toBe('away');
    expect(tracker.untrack(tabB)).toBeNull();
    expect(tracker.state('realtime:lobby').ann.metas.map((m) => m.status)).toEqual(['typing']);
    expect(tracker.state('realtime:other').ann.metas.map((m) => m.status)).toEqual(['busy']);
  });
});
