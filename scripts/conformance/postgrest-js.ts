// `npm run test:conformance -- <git dir of supabase/supabase-js> [--postgres] [--tag vX] [--keep] [--show text]`
// Runs postgrest-js's own test suite, unmodified, on its own schema and seed, against this server: on
// PGlite, or with --postgres on the PostgreSQL server TEST_DATABASE_URL names (scripts/with-postgres.sh
// makes one). Prints passed/total by file and the failures by feature, and checks them against
// docs/local-backend.md's "Known differences" table (docs/local-backend.md, Conformance).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { byFeature, checkDocs, documentedDifferences, type Engine } from './features';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HERE = path.join(ROOT, 'scripts/conformance');
const DOC = path.join(ROOT, 'docs/local-backend.md');
/** The port upstream's tests name: http://localhost:54321/rest/v1. */
const PORT = 54321;
const READY_MS = 180_000;

interface TestResult {
  file: string;
  name: string;
  passed: boolean;
  reachesServer: boolean;
}

const run = (cmd: string, args: string[], cwd = ROOT) => {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
};

async function pinnedTag(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'node_modules/@supabase/postgrest-js/package.json'), 'utf8')) as { version: string };
  return `v${pkg.version}`;
}

/** postgrest-js's package at the tag, its node_modules the project's (jest, @swc/jest, zod). */
async function extractUpstream(gitDir: string, tag: string, work: string): Promise<string> {
  run('bash', ['-c', `git --git-dir="$0" archive "$1" packages/core/postgrest-js | tar -x -C "$2"`, gitDir, tag, work]);
  const upstream = path.join(work, 'packages/core/postgrest-js');
  await symlink(path.join(ROOT, 'node_modules'), path.join(upstream, 'node_modules'));
  return upstream;
}

/**
 * A copy of the project whose migrations are upstream's schema and seed, after the stubs the server's
 * start calls. PostGIS is not in PGlite (nor in Debian's plain PostgreSQL 15): shops.shop_geom is text.
 */
async function serverCopy(upstream: string, work: string): Promise<string> {
  const copy = path.join(work, 'ascend');
  await mkdir(copy);
  const excluded = ['node_modules', '.data', 'dist', '.git', 'test-results', '.lighthouse'].map((d) => `--exclude=./${d}`);
  run('bash', ['-c', `tar ${excluded.join(' ')} -cf - . | tar -xf - -C "$0"`, copy]);
  await symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  const migrations = path.join(copy, 'supabase/migrations');
  for (const file of await readdir(migrations)) if (file.endsWith('.sql')) await rm(path.join(migrations, file));
  const schema = (await readFile(path.join(upstream, 'test/supabase/migrations/00000000000000_schema.sql'), 'utf8'))
    .replace(/^create extension if not exists postgis schema extensions;/m, '-- conformance run: no PostGIS, shop_geom is text')
    .replace('shop_geom extensions.geometry(POINT, 4326)', 'shop_geom text');
  await writeFile(path.join(migrations, '00000000000000_boot_stubs.sql'), await readFile(path.join(HERE, 'boot-stubs.sql')));
  await writeFile(path.join(migrations, '00000000000001_postgrest_js_schema.sql'), schema);
  await writeFile(path.join(migrations, '00000000000002_postgrest_js_seed.sql'), await readFile(path.join(upstream, 'test/supabase/seed.sql')));
  return copy;
}

async function startServer(copy: string, work: string, databaseUrl: string | undefined): Promise<{ child: ChildProcess; log: string }> {
  const log = path.join(work, 'server.log');
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: path.join(work, 'data'),
      ASCEND_CACHE_DIR: path.join(work, 'cache'),
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      // Upstream's supabase/config.toml: [api] schemas; its PostgREST runs with db-plan-enabled.
      PGRST_DB_SCHEMAS: 'public,personal,graphql_public',
      PGRST_DB_PLAN_ENABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      void appendFile(log, chunk);
      if (output.includes('is ready at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server stopped (${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`the server was not ready after ${READY_MS} ms:\n${output}`)), READY_MS).unref();
  });
  await ready;
  return { child, log };
}

function anonKey(copy: string, work: string): string {
  const status = spawnSync('node', ['--import', 'tsx', 'server/status.ts'], {
    cwd: copy,
    env: { ...process.env, DATA_DIR: path.join(work, 'data'), PORT: String(PORT) },
    encoding: 'utf8',
  });
  return (JSON.parse(status.stdout) as { anon_key: string }).anon_key;
}

async function runSuite(upstream: string, work: string, key: string): Promise<TestResult[]> {
  const results = path.join(work, 'results.json');
  const requests = path.join(work, 'requests.jsonl');
  await writeFile(requests, '');
  spawnSync(
    path.join(ROOT, 'node_modules/.bin/jest'),
    ['--config', path.join(HERE, 'jest.config.cjs'), '--ci', '--json', `--outputFile=${results}`],
    {
      cwd: upstream,
      stdio: 'ignore',
      env: {
        ...process.env,
        CONFORMANCE_UPSTREAM: upstream,
        CONFORMANCE_TARGET: `http://localhost:${PORT}`,
        CONFORMANCE_ANON_KEY: key,
        CONFORMANCE_LOG: requests,
      },
    },
  );
  const reached = new Set(
    (await readFile(requests, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { file: string; test: string })
      .map((e) => `${e.file} :: ${e.test}`),
  );
  const json = JSON.parse(await readFile(results, 'utf8')) as {
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  return json.testResults.flatMap((suite) =>
    suite.assertionResults.map((t) => {
      const file = path.basename(suite.name);
      return { file, name: t.fullName, passed: t.status === 'passed', reachesServer: reached.has(`${file} :: ${t.fullName}`) };
    }),
  );
}

function report(results: TestResult[]): string[] {
  const lines = ['| file | passed / tests | of those that reach the server |', '|---|---|---|'];
  const files = [...new Set(results.map((r) => r.file))].sort();
  const row = (label: string, rs: TestResult[]) => {
    const server = rs.filter((r) => r.reachesServer);
    return `| ${label} | ${rs.filter((r) => r.passed).length} / ${rs.length} | ${server.filter((r) => r.passed).length} / ${server.length} |`;
  };
  for (const file of files) lines.push(row(file, results.filter((r) => r.file === file)));
  lines.push(row('**total**', results));
  return lines;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { postgres: { type: 'boolean' }, tag: { type: 'string' }, keep: { type: 'boolean' }, show: { type: 'string' } },
  });
  const gitDir = positionals[0];
  if (!gitDir) throw new Error('usage: npm run test:conformance -- <git dir of supabase/supabase-js> [--postgres] [--tag vX] [--keep] [--show text]');
  const databaseUrl = values.postgres ? process.env.TEST_DATABASE_URL : undefined;
  if (values.postgres && !databaseUrl) throw new Error('--postgres needs TEST_DATABASE_URL: bash scripts/with-postgres.sh npm run test:conformance -- … --postgres');
  const engine: Engine = values.postgres ? 'PostgreSQL' : 'PGlite';
  const tag = values.tag ?? (await pinnedTag());
  const work = await mkdtemp(path.join(os.tmpdir(), 'ascend-conformance-'));
  let server: ChildProcess | undefined;
  try {
    const upstream = await extractUpstream(gitDir, tag, work);
    const copy = await serverCopy(upstream, work);
    if (databaseUrl) {
      // On PostgreSQL the first start migrates and the database settings of boot-stubs.sql hold for
      // the sessions of the second (PGlite applies no ALTER DATABASE … SET).
      const migrating = await startServer(copy, work, databaseUrl);
      migrating.child.kill('SIGTERM');
      await once(migrating.child, 'exit');
    }
    const started = await startServer(copy, work, databaseUrl);
    server = started.child;
    const results = await runSuite(upstream, work, anonKey(copy, work));
    const commit = run('git', [`--git-dir=${gitDir}`, 'rev-parse', `${tag}^{commit}`]).trim();
    console.log(`postgrest-js ${tag} (${commit.slice(0, 12)}) on ${engine}, ${new Date().toISOString().slice(0, 10)}\n`);
    console.log(report(results).join('\n'));
    const failed = results.filter((r) => !r.passed).map((r) => `${r.file} :: ${r.name}`);
    const groups = byFeature(failed);
    console.log('\n| failing feature | tests |\n|---|---|');
    for (const [feature, names] of groups) console.log(`| ${feature} | ${names.length} |`);
    for (const [feature, names] of groups) console.log(`\n${feature}\n  ${names.join('\n  ')}`);
    if (values.show) await showFailures(work, values.show, failed);
    const { undocumented, stale } = checkDocs(await documentedDifferences(DOC), engine, [...groups.keys()]);
    for (const f of undocumented) console.log(`\nNOT IN docs/local-backend.md's Known differences for ${engine}: ${f}`);
    for (const f of stale) console.log(`\nListed in docs/local-backend.md for ${engine} but every test passes: ${f}`);
    if (undocumented.length + stale.length > 0) process.exitCode = 1;
    else console.log(`\ndocs/local-backend.md's Known differences match the run on ${engine}.`);
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    if (values.keep) console.log(`\nkept: ${work} (results.json, requests.jsonl, server.log)`);
    else await rm(work, { recursive: true, force: true });
  }
}

/** The requests and answers of the failed tests whose name contains `text`. */
async function showFailures(work: string, text: string, failed: string[]): Promise<void> {
  const entries = (await readFile(path.join(work, 'requests.jsonl'), 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  for (const name of failed.filter((n) => n.includes(text))) {
    console.log(`\n=== ${name}`);
    for (const e of entries.filter((e) => `${String(e.file)} :: ${String(e.test)}` === name)) {
      console.log(`> ${String(e.method)} ${decodeURIComponent(String(e.url))} ${JSON.stringify(e.headers)}${e.body ? ` body=${String(e.body)}` : ''}`);
      console.log(`< ${String(e.status)} ${JSON.stringify(e.resHeaders)} ${String(e.resBody)}`);
    }
  }
}

await main();
