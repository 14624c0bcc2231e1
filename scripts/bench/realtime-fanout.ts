import { performance } from 'node:perf_hooks';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { openLoop, percentile, restProbe } from './open-loop';
import { startRealtimeWorld, type Member, type RealtimeWorld } from './realtime-world';
import { benchSize, SMOKE } from './bench-size';

// `npm run bench:realtime -- --fanout`: 500 connected members (250 matched pairs), 50 messages a
// second between pairs, first with every member subscribed to inserts of messages to them
// (receiver_id=eq.<me>, as the app does), then to the whole table. Measures insert request start →
// the receiver's postgres_changes callback, and REST reads during each run against idle.
const MEMBERS = benchSize('MEMBERS', 500, 10);
const PER_SECOND = benchSize('RATE', 50, 20);
const SECONDS = benchSize('SECONDS', 20, 1);
const REST_PER_SECOND = 20;
const DRAIN_MS = 15_000;
const GOALS = { filtered: 100, unfiltered: 500, restRatio: 2 };

interface Run {
  latencies: number[];
  delivered: number;
  expected: number;
  rest: number[];
}

const readInbox = (world: RealtimeWorld, member: Member) => () =>
  fetch(`${world.url}/rest/v1/messages?select=id,content&receiver_id=eq.${member.id}&order=created_at.desc&limit=20`, {
    headers: { apikey: world.anonKey, Authorization: `Bearer ${member.token}` },
  });

function subscribeAll(world: RealtimeWorld, filtered: boolean, onReceived: (n: number) => void): Promise<RealtimeChannel[]> {
  return Promise.all(
    world.members.map(
      (member) =>
        new Promise<RealtimeChannel>((resolve, reject) => {
          const filter = filtered ? { filter: `receiver_id=eq.${member.id}` } : {};
          const channel = member.client
            .channel(`inbox-${filtered ? 'filtered' : 'all'}:${member.id}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', ...filter }, (change) => {
              const row = change.new as { receiver_id: string; content: string };
              if (row.receiver_id === member.id) onReceived(Number(row.content.split(' ')[1]));
            })
            .subscribe((status, error) => (status === 'SUBSCRIBED' ? resolve(channel) : reject(error ?? new Error(status))));
        }),
    ),
  );
}

async function run(world: RealtimeWorld, filtered: boolean, first: number): Promise<Run> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let done = () => {};
  const channels = await subscribeAll(world, filtered, (n) => {
    const t0 = sentAt.get(n);
    if (t0 !== undefined) latencies.push(performance.now() - t0);
    done();
  });
  let failed = 0;
  const inserts = openLoop(PER_SECOND, SECONDS, async (i) => {
    const n = first + i;
    const [a, b] = world.pairs[i % world.pairs.length];
    const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
    sentAt.set(n, performance.now());
    const res = await fetch(`${world.url}/rest/v1/messages`, {
      method: 'POST',
      headers: { apikey: world.anonKey, Authorization: `Bearer ${from.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ sender_id: from.id, receiver_id: to.id, content: `bench ${n}` }),
    });
    await res.text();
    if (res.status !== 201) failed++;
  });
  const reader = world.members[0];
  const [rest] = await Promise.all([restProbe(REST_PER_SECOND, SECONDS, readInbox(world, reader)), inserts]);
  const expected = PER_SECOND * SECONDS - failed;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, DRAIN_MS);
    done = () => latencies.length >= expected && (clearTimeout(timer), resolve());
    done();
  });
  await Promise.all(channels.map((channel) => channel.unsubscribe()));
  return { latencies: latencies.sort((a, b) => a - b), delivered: latencies.length, expected, rest };
}

export async function runFanoutBench(): Promise<void> {
  console.log(`Starting the server with ${MEMBERS} members...`);
  const world = await startRealtimeWorld(MEMBERS);
  try {
    const idle = await restProbe(REST_PER_SECOND, 5, readInbox(world, world.members[0]));
    const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
    console.log(`\nREST read, idle: p50 ${ms(percentile(idle, 0.5))}  p95 ${ms(percentile(idle, 0.95))}`);
    let ok = true;
    for (const [i, filtered] of [true, false].entries()) {
      const name = filtered ? 'filtered (receiver_id=eq.<me>)' : 'unfiltered (whole table)';
      console.log(`\n${MEMBERS} members, ${PER_SECOND} messages/s for ${SECONDS} s, ${name}...`);
      const r = await run(world, filtered, i * 1_000_000);
      const [p50, p95] = [percentile(r.latencies, 0.5), percentile(r.latencies, 0.95)];
      const restRatio = percentile(r.rest, 0.95) / percentile(idle, 0.95);
      console.log(`  delivered ${r.delivered} of ${r.expected}`);
      console.log(`  insert → receiver's callback: p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(r.latencies.at(-1) ?? NaN)}`);
      console.log(`  REST read during: p50 ${ms(percentile(r.rest, 0.5))}  p95 ${ms(percentile(r.rest, 0.95))}  (${restRatio.toFixed(2)}× idle p95)`);
      const goal = filtered ? GOALS.filtered : GOALS.unfiltered;
      // In smoke mode only delivery fails the run: its timings mean nothing at that size.
      const met = r.delivered === r.expected && (SMOKE || (p95 <= goal && restRatio <= GOALS.restRatio));
      console.log(`  ${met ? 'OK' : 'FAILED'}: ${SMOKE ? '(smoke) ' : `goal p95 ≤ ${goal} ms, REST p95 ≤ ${GOALS.restRatio}× idle, `}all delivered`);
      ok &&= met;
    }
    if (!ok) process.exitCode = 1;
  } finally {
    await world.close();
  }
}
