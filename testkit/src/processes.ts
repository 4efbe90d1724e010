// Child processes for the stack under test: spawn a TypeScript entry with tsx, wait for /health, sample RSS, stop by pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort } from '@campus-hostel/emulators/testing';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Service {
  name: string;
  pid: number;
  child: ChildProcess;
  /** The last lines the process wrote, for a useful message when it dies. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<string>;
  /** Sends a signal and waits for the exit; SIGKILL after `graceMs` if it is still alive. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/**
 * Extra Node flags for every child, e.g. `BENCH_CHILD_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"`
 * to profile the stack while it is measured (Node refuses --cpu-prof in NODE_OPTIONS).
 */
const CHILD_NODE_FLAGS = (process.env.BENCH_CHILD_NODE_FLAGS ?? '').split(/\s+/).filter((flag) => flag !== '');

/** Starts `node --import tsx <entry> [args]` with the given environment; stdout/stderr are kept in a small ring buffer. */
export function spawnTs(
  name: string,
  entry: string,
  env: Record<string, string>,
  opts: { cwd?: string; args?: string[] } = {},
): Service {
  const child = spawn(
    process.execPath,
    [...CHILD_NODE_FLAGS, '--import', 'tsx', path.resolve(REPO_ROOT, entry), ...(opts.args ?? [])],
    {
      cwd: opts.cwd ?? REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(chunk.toString());
    if (lines.length > 40) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ?? String(code)));
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} could not be started`);
  return {
    name,
    pid,
    child,
    output: () => lines.join(''),
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 5_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `${url}/health` until it answers 200; fails early with the process output if it exits first. */
export async function waitForHealth(url: string, service?: Service, timeoutMs = 60_000): Promise<void> {
  await waitUntilHealthy(
    url,
    async () => (await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) })).ok,
    service,
    timeoutMs,
  );
}

/**
 * Polls `healthy` (a failure counts as not yet) until it answers true; fails early with the process output if it
 * exits first. For a service plain `fetch` cannot reach, such as one with a throw-away certificate.
 */
export async function waitUntilHealthy(
  name: string,
  healthy: () => Promise<boolean>,
  service?: Service,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void service?.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${service?.name ?? name} exited before it was healthy:\n${service?.output() ?? ''}`);
    try {
      if (await healthy()) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${service?.name ?? name} was not healthy within ${timeoutMs} ms:\n${service?.output() ?? ''}`);
}

/** Resident set size of a process in bytes (Linux /proc), or 0 when it is gone. */
export function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match?.[1] ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The pids of a process's children (Linux's /proc), such as the Realtime process of the Supabase stand-in on PostgreSQL. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter((field) => field !== '')
      .map(Number);
  } catch {
    return [];
  }
}

/** Samples the RSS of each named pid every `intervalMs` and keeps the peak of each. */
export function sampleMemory(pids: Record<string, number>, intervalMs = 200): { stop(): Record<string, number> } {
  const peaks: Record<string, number> = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = (): void => {
    for (const [name, pid] of Object.entries(pids)) {
      peaks[name] = Math.max(peaks[name] ?? 0, rssBytes(pid));
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
