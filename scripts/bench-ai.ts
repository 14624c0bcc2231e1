import os from 'node:os';
import { performance } from 'node:perf_hooks';
import OpenAI from 'openai';
import type { TextReply } from '../server/testing/fake-openai';
import { keepInFlight, sequential, timedAiCall, timedProviderCall, type TimedStream } from './bench/ai-calls';
import { CALLS_PER_MEMBER, startAiWorld, type AiWorld } from './bench/ai-world';
import { percentile, restProbe } from './bench/open-loop';
import { benchSize, smokeOr } from './bench/bench-size';

// `npm run bench:ai`: the `ai` Edge Function against a fake OpenAI-compatible provider streaming at
// a fixed pace. (1) Time to first token through the function against the provider's own, measured
// with the openai SDK; (2) REST latency while 20 answers stream at once, against idle.
const CALLS = benchSize('CALLS', 100, 3);
const SECONDS = benchSize('SECONDS', 5, 1);
const WARM_UP = smokeOr(5, 1);
const STREAMS = smokeOr(20, 2);
const REST_PER_SECOND = 20;
const GOALS = { firstTokenOverheadMs: 100, restRatio: 2 };
const TOOL = { tool: 'growth-feedback' };
const REST_READ = '/rest/v1/public_profiles?select=id,first_name&limit=20';

const prose = (chars: number) =>
  'Ask one follow-up question for every answer you get, and suggest meeting after a few good exchanges. '
    .repeat(Math.ceil(chars / 100))
    .slice(0, chars);
// Coarser chunks than a real model's keep 2 × 100 sequential calls near a minute and a half; the
// pace after the first chunk does not enter the first-token time.
const FIRST_TOKEN_PACE: TextReply = { text: prose(400), firstTokenDelayMs: 200, chunkSize: 16, chunkDelayMs: 10 };
// Slower and longer, so each of the concurrent answers lasts a few seconds.
const STREAM_PACE: TextReply = { text: prose(1500), firstTokenDelayMs: 200, chunkSize: 8, chunkDelayMs: 20 };
/** The least time a paced answer takes: the fake waits this long whatever the function does. */
const pacedMs = (r: TextReply) => (r.firstTokenDelayMs ?? 0) + (Math.ceil(r.text.length / (r.chunkSize ?? 8)) - 1) * (r.chunkDelayMs ?? 0);

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);
const verdict = (met: boolean) => (met ? 'PASS' : 'FAIL');

interface Reached extends TimedStream {
  /** From sending the request to its completions request reaching the fake provider. */
  reachedProviderMs: number;
}

const stampArrival = (world: AiWorld, call: () => Promise<TimedStream>) => async (): Promise<Reached> => {
  const timed = await call();
  return { ...timed, reachedProviderMs: world.arrivedAt() - timed.sentAt };
};

async function firstTokens(world: AiWorld): Promise<{ overhead: number; met: boolean }> {
  world.pace(FIRST_TOKEN_PACE);
  const client = new OpenAI({ apiKey: 'bench', baseURL: world.fake.baseUrl, maxRetries: 0 });
  const direct = await sequential(CALLS, WARM_UP, stampArrival(world, () => timedProviderCall(client, 'bench-model')));
  const token = await world.tokens(CALLS + WARM_UP);
  const through = await sequential(CALLS, WARM_UP, stampArrival(world, () => timedAiCall(world.server, token(), TOOL)));

  const p = (runs: Reached[], key: keyof Reached, q: number) => percentile(runs.map((r) => r[key]).sort((a, b) => a - b), q);
  const { firstTokenDelayMs, chunkSize, chunkDelayMs, text } = FIRST_TOKEN_PACE;
  console.log(`\n1. Time to first token, ${CALLS} calls each after ${WARM_UP} warm-up calls, one at a time`);
  console.log(`   fake: first chunk after ${firstTokenDelayMs} ms, then ${chunkSize} chars every ${chunkDelayMs} ms, ${text.length} chars`);
  console.log(`   ${''.padEnd(34)}${'TTFT p50'.padStart(10)}${'TTFT p95'.padStart(10)}${'to provider p50'.padStart(17)}${'p95'.padStart(10)}${'whole p50'.padStart(11)}`);
  for (const [name, runs] of [['(a) provider, openai SDK directly', direct], [`(b) through /functions/v1/ai`, through]] as const) {
    console.log(
      `   ${name.padEnd(34)}${ms(p(runs, 'firstTokenMs', 0.5))}${ms(p(runs, 'firstTokenMs', 0.95))}` +
        `${ms(p(runs, 'reachedProviderMs', 0.5)).padStart(17)}${ms(p(runs, 'reachedProviderMs', 0.95))}${ms(p(runs, 'totalMs', 0.5)).padStart(11)}`,
    );
  }
  const overhead = p(through, 'firstTokenMs', 0.95) - p(direct, 'firstTokenMs', 0.95);
  const met = overhead <= GOALS.firstTokenOverheadMs;
  console.log(`   p95 difference (b − a): ${overhead >= 0 ? '+' : ''}${overhead.toFixed(1)} ms; target ≤ ${GOALS.firstTokenOverheadMs} ms: ${verdict(met)}`);
  return { overhead, met };
}

async function restUnderStreams(world: AiWorld): Promise<{ ratio: number; met: boolean }> {
  const reader = await world.readerToken();
  const read = () => fetch(`${world.server.url}${REST_READ}`, { headers: { apikey: world.server.anonKey, Authorization: `Bearer ${reader}` } });
  await restProbe(REST_PER_SECOND, 1, read);
  const idle = await restProbe(REST_PER_SECOND, SECONDS, read);

  world.pace(STREAM_PACE);
  const streamMs = pacedMs(STREAM_PACE);
  // The slots start over one answer's length; each then starts at most one call per answer's length.
  const callsPerSlot = Math.ceil((streamMs + SECONDS * 1000) / streamMs) + 1;
  const token = await world.tokens(STREAMS * callsPerSlot);
  const streams = keepInFlight(STREAMS, streamMs, () => timedAiCall(world.server, token(), TOOL));
  await new Promise((resolve) => setTimeout(resolve, streamMs));
  let fewest = streams.running();
  const sampler = setInterval(() => (fewest = Math.min(fewest, streams.running())), 20);
  const loaded = await restProbe(REST_PER_SECOND, SECONDS, read);
  clearInterval(sampler);
  const { finished, errors } = await streams.stop();

  const ratio = percentile(loaded, 0.95) / percentile(idle, 0.95);
  const met = ratio <= GOALS.restRatio;
  const ttft = finished.map((s) => s.firstTokenMs).sort((a, b) => a - b);
  console.log(`\n2. REST GET ${REST_READ}, ${REST_PER_SECOND}/s for ${SECONDS} s, as a signed-in member`);
  console.log(`   streams: ${STREAMS} kept in flight (fewest seen: ${fewest}), ${growthPace()}`);
  console.log(`   ${''.padEnd(34)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'reads'.padStart(8)}`);
  console.log(`   ${'idle'.padEnd(34)}${ms(percentile(idle, 0.5))}${ms(percentile(idle, 0.95))}${String(idle.length).padStart(8)}`);
  console.log(`   ${`with ${STREAMS} AI streams`.padEnd(34)}${ms(percentile(loaded, 0.5))}${ms(percentile(loaded, 0.95))}${String(loaded.length).padStart(8)}`);
  console.log(
    `   streams: ${finished.length} finished, TTFT p50 ${ms(percentile(ttft, 0.5)).trim()},` +
      ` p95 ${ms(percentile(ttft, 0.95)).trim()}; ${errors.length} failed`,
  );
  console.log(`   loaded p95 / idle p95: ${ratio.toFixed(2)}×; target ≤ ${GOALS.restRatio}×: ${verdict(met)}`);
  if (errors.length > 0) throw new Error(`${errors.length} streams failed; the first: ${String(errors[0])}`);
  if (idle.length + loaded.length < REST_PER_SECOND * SECONDS * 2) throw new Error('some REST reads failed');
  return { ratio, met };
}

function growthPace(): string {
  const { firstTokenDelayMs, chunkSize, chunkDelayMs, text } = STREAM_PACE;
  return `growth-feedback answers of ${text.length} chars, ${chunkSize} every ${chunkDelayMs} ms after ${firstTokenDelayMs} ms (≥ ${(pacedMs(STREAM_PACE) / 1000).toFixed(1)} s each)`;
}

async function main(): Promise<void> {
  const started = performance.now();
  // Other processes on a small machine show up in the tails: say how busy it was.
  const load = () => `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} CPUs`;
  console.log(`Starting the server and a fake provider (${load()})...`);
  const world = await startAiWorld();
  try {
    const first = await firstTokens(world);
    const rest = await restUnderStreams(world);
    console.log(
      `\nRate limits: calls rotate over ${world.membersCreated() - 1} members, at most ${CALLS_PER_MEMBER} calls each ` +
        `(under 20 a minute and Free's 20 a day); private.ai_calls is left as the function wrote it.`,
    );
    console.log(
      `bench:ai: TTFT p95 overhead ${first.overhead.toFixed(1)} ms (${verdict(first.met)}), REST p95 with ${STREAMS} streams ` +
        `${rest.ratio.toFixed(2)}× idle (${verdict(rest.met)}), in ${((performance.now() - started) / 1000).toFixed(0)} s, ending at ${load()}`,
    );
  } finally {
    await world.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
