// `npm test`: every check of the project in order, each phase's wall time printed as it ends and a summary at the end;
// the first failing phase stops the run with its exit code. `tsx scripts/test-phases.ts <group>…` runs only those groups.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Command {
  command: string;
  args: string[];
}

export interface Phase {
  name: string;
  commands: Command[];
  /** How many of its commands may run at once (default 1); their output is then printed whole as each ends. */
  concurrency?: number;
}

/** What becomes of the commands' output: shown (the default), or dropped. */
export type Output = 'inherit' | 'ignore';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspaces with a script of this name, in package.json's order, as `npm run <script> --workspaces` runs them. */
function workspacesWith(script: string): string[] {
  const manifest = (file: string) =>
    JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as {
      workspaces?: string[];
      scripts?: Record<string, string>;
    };
  return (manifest('package.json').workspaces ?? []).filter((w) => manifest(`${w}/package.json`).scripts?.[script]);
}

const npm = (...args: string[]): Command => ({ command: 'npm', args });

/** The workspaces whose tests take longest, in that order: started first, so the last to end is a short one. */
const LONGEST_TESTS = ['supabase', 'emulators', 'server', 'resilience'];

function unitFirst(workspaces: string[]): string[] {
  const rank = (w: string) => (LONGEST_TESTS.includes(w) ? LONGEST_TESTS.indexOf(w) : LONGEST_TESTS.length);
  return [...workspaces].sort((a, b) => rank(a) - rank(b));
}

/** The groups a phase is asked for by: its name's first word (`test:unit` of `test:unit client`), or each of `a + b`. */
const groupsOf = (phase: Phase): string[] => phase.name.split(' + ').map((part) => part.split(' ')[0] ?? '');

/** The phases of `npm test`; with groups (e.g. `test:unit`), only the phases of those groups. */
export function projectPhases(groups: string[] = []): Phase[] {
  const phases: Phase[] = [
    {
      name: 'node-version',
      commands: [{ command: process.execPath, args: [path.join(ROOT, 'scripts', 'node-version.mjs')] }],
    },
    // The static checks two at a time, each one busy core on the two-core machine the project is tested on: eslint, the
    // longest, starts first, and the other core type-checks the workspaces one by one, then checks the formatting (one
    // phase packs them 25 s tighter than type-checking first and linting after).
    {
      name: 'typecheck + lint + format:check',
      commands: [
        npm('run', 'lint'),
        ...workspacesWith('typecheck').map((w) => npm('run', 'typecheck', '-w', w)),
        npm('run', 'format:check'),
      ],
      concurrency: 2,
    },
    // The component tests (jsdom, timed by React and the browser's clock) run alone; the others wait on databases,
    // servers and timers as much as they compute, so two at a time keep both cores busy (the longest first).
    ...(workspacesWith('test').includes('client')
      ? [{ name: 'test:unit client', commands: [npm('run', 'test', '-w', 'client')] }]
      : []),
    {
      name: 'test:unit',
      commands: [
        ...unitFirst(workspacesWith('test').filter((w) => w !== 'client')).map((w) => npm('run', 'test', '-w', w)),
        { command: 'npx', args: ['vitest', 'run', '--dir', 'scripts'] },
      ],
      concurrency: 2,
    },
    { name: 'test:e2e', commands: [npm('run', 'test:e2e')] },
  ];
  if (groups.length === 0) return phases;
  return phases.filter((phase) => groupsOf(phase).some((group) => groups.includes(group)));
}

/** Runs one command; its output goes straight through, or, when `whole`, is printed in one piece once it ends. */
function runOne({ command, args }: Command, output: Output, whole: boolean): Promise<number> {
  return new Promise((resolve) => {
    const piped = output === 'inherit' && whole;
    const child = spawn(command, args, { cwd: ROOT, stdio: piped ? ['ignore', 'pipe', 'pipe'] : output });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', () => resolve(127));
    child.once('close', (code, signal) => {
      if (piped) process.stdout.write(Buffer.concat(chunks));
      // A command killed by a signal failed too; 128 + its number is how a shell reports it.
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

/** Runs a phase's commands, `concurrency` at a time; after a failure no further command starts. */
async function runPhase(phase: Phase, output: Output): Promise<number> {
  const queue = [...phase.commands];
  let failed = 0;
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next && failed === 0; next = queue.shift()) {
      const code = await runOne(next, output, (phase.concurrency ?? 1) > 1);
      if (failed === 0) failed = code;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, phase.concurrency ?? 1) }, worker));
  return failed;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Runs the phases one after another; returns 0, or the exit code of the first that failed. */
export async function runPhases(
  phases: Phase[],
  opts: { log?: (line: string) => void; output?: Output } = {},
): Promise<number> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const times: { name: string; ms: number }[] = [];
  const started = performance.now();
  let failed = 0;
  for (const phase of phases) {
    const start = performance.now();
    const code = await runPhase(phase, opts.output ?? 'inherit');
    const ms = performance.now() - start;
    times.push({ name: phase.name, ms });
    log(`phase ${phase.name}: ${seconds(ms)}${code === 0 ? '' : ` (failed, exit code ${code})`}`);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
  const width = Math.max(...times.map((t) => t.name.length), 'total'.length);
  log(failed === 0 ? 'all phases passed:' : 'stopped at the first failure:');
  for (const t of times) log(`  ${t.name.padEnd(width)}  ${seconds(t.ms)}`);
  log(`  ${'total'.padEnd(width)}  ${seconds(performance.now() - started)}`);
  return failed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runPhases(projectPhases(process.argv.slice(2)));
}
