import { getSupabase } from './supabase-client';

describe('the app’s supabase client', () => {
  it('keeps realtime to SPEC §7: 10 events a second, a heartbeat every 30 s, reconnects after 1, 2, 5, then 10 s', async () => {
    const { realtime } = await getSupabase();
    expect(realtime.heartbeatIntervalMs).toBe(30_000);
    expect([1, 2, 3, 4, 5, 9].map((tries) => realtime.reconnectAfterMs(tries))).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    // realtime-js passes the rate to the server, which enforces it (server/realtime/socket/event-rate-limiter.ts).
    expect(new URL(realtime.endpointURL()).searchParams.get('eventsPerSecond')).toBe('10');
  });
});
