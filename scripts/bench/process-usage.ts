import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

// CPU and memory of a process and its descendants (the server's primary and its workers, PostgreSQL's
// postmaster and its backends), read from Linux's /proc, as `ps` and `top` do.

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the project runs on
const PAGE_BYTES = 4096;

interface Stat {
  pid: number;
  ppid: number;
  /** User and system CPU, in ticks. */
  ticks: number;
  rssBytes: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rssBytes: Number(fields[21]) * PAGE_BYTES };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** The process and every descendant alive now. */
function tree(root: number): Stat[] {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map((name) => readStat(Number(name))).filter((s) => s !== undefined);
  const children = new Map<number, Stat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const found: Stat[] = [];
  const rootStat = all.find((s) => s.pid === root);
  for (const queue = rootStat ? [rootStat] : []; queue.length > 0; ) {
    const next = queue.shift()!;
    found.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return found;
}

export interface Usage {
  /** Average CPU over the window, in cores (1.0 = one core busy the whole time). */
  cores: number;
  /** Largest resident memory of the whole tree seen at a sample, MB. */
  maxRssMb: number;
}

/**
 * Samples a process tree once a second from `start()` to `stop()`: the CPU its processes used (ticks
 * of processes that ended meanwhile are lost) and its largest memory.
 */
export class TreeUsage {
  private first = new Map<number, number>();
  private last = new Map<number, number>();
  private maxRss = 0;
  private began = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly root: () => number | undefined) {}

  private sample(): void {
    const pid = this.root();
    if (pid === undefined) return;
    const stats = tree(pid);
    for (const s of stats) {
      if (!this.first.has(s.pid)) this.first.set(s.pid, this.began === 0 ? s.ticks : 0);
      this.last.set(s.pid, s.ticks);
    }
    this.maxRss = Math.max(this.maxRss, stats.reduce((sum, s) => sum + s.rssBytes, 0));
  }

  start(): void {
    this.first.clear();
    this.last.clear();
    this.maxRss = 0;
    this.began = 0;
    this.sample();
    this.began = performance.now();
    this.timer = setInterval(() => this.sample(), 1000);
  }

  stop(): Usage {
    clearInterval(this.timer);
    this.sample();
    const seconds = (performance.now() - this.began) / 1000;
    const ticks = [...this.last].reduce((sum, [pid, t]) => sum + t - (this.first.get(pid) ?? 0), 0);
    return { cores: ticks / TICKS_PER_SECOND / seconds, maxRssMb: this.maxRss / 2 ** 20 };
  }
}

/** This process's own CPU (the load generator's), in cores, between two calls. */
export function selfUsage(): () => Usage {
  const cpu = process.cpuUsage();
  const began = performance.now();
  return () => {
    const used = process.cpuUsage(cpu);
    return { cores: (used.user + used.system) / 1e6 / ((performance.now() - began) / 1000), maxRssMb: process.memoryUsage().rss / 2 ** 20 };
  };
}

/** `uptime`'s load averages (1, 5, 15 minutes) and the number of cores. */
export const machineLoad = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} on ${os.cpus().length} cores`;

/** Busy and all CPU ticks of the whole machine so far, from /proc/stat's first line. */
function machineTicks(): { busy: number; all: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, all: busy + idle + iowait };
}

/** Cores the whole machine kept busy between two calls (every process, this benchmark's and everyone else's). */
export function machineUsage(): () => number {
  const before = machineTicks();
  return () => {
    const after = machineTicks();
    return ((after.busy - before.busy) / (after.all - before.all)) * os.cpus().length;
  };
}
