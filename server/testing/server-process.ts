import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// `npm run serve`'s command line, run as npm runs it (server/main.test.ts says why it is Node itself).
const SERVE = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } }).scripts.serve.split(' ');
const serveArgs = SERVE[0] === 'node' ? SERVE.slice(1) : [path.resolve(`node_modules/.bin/${SERVE[0]}`), ...SERVE.slice(1)];

export interface ServerProcess {
  /** Where it said it is ready. */
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves once it has said this (within 30 s). */
  said(pattern: RegExp): Promise<void>;
  /** Sends the signal and resolves to the exit code once it exits. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * `npm run serve [args]` as a process of its own with only PATH and `env`, once its lines say it is
 * ready: `Ascend is ready at …` and the stand-ins' report after it, and then whatever `readyWhen` names.
 */
export async function startServerProcess(env: Record<string, string>, args: string[] = [], readyWhen?: RegExp): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...serveArgs, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const heard = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      output += chunk;
      for (const check of heard) check();
    });
  }
  const exited = once(child, 'exit');
  const said = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never said ${pattern}:\n${output}`)), 30_000);
      const check = () => {
        if (!pattern.test(output)) return;
        clearTimeout(timer);
        heard.delete(check);
        resolve();
      };
      heard.add(check);
      check();
    });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    return child.exitCode;
  };
  try {
    await said(/^ {2}New addresses: /m);
    if (readyWhen) await said(readyWhen);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  const url = /^Ascend is ready at (http:\/\/\S+) /m.exec(output)![1];
  return { url, output: () => output, said, stop };
}
