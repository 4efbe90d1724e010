// `npm test`: every check of the project in order, each phase's wall time printed as it ends and a summary at the end;
// the first failing phase stops the run with its exit code. `tsx scripts/test-phases.ts <group>…` runs only those groups.
import { spawn, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Phase {
  name: string;
  command: string;
  args: string[];
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspaces with tests, in package.json's order, as `npm run test --workspaces` runs them. */
function testedWorkspaces(): string[] {
  const manifest = (file: string) =>
    JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as {
      workspaces?: string[];
      scripts?: Record<string, string>;
    };
  return (manifest('package.json').workspaces ?? []).filter((w) => manifest(`${w}/package.json`).scripts?.test);
}

/** The phases of `npm test`; with groups (e.g. `test:unit`), only the phases of those groups. */
export function projectPhases(groups: string[] = []): Phase[] {
  const npmRun = (name: string, script = name): Phase => ({ name, command: 'npm', args: ['run', script] });
  const phases: Phase[] = [
    { name: 'node-version', command: process.execPath, args: [path.join(ROOT, 'scripts', 'node-version.mjs')] },
    npmRun('typecheck'),
    npmRun('lint'),
    npmRun('format:check'),
    { name: 'test:unit scripts', command: 'npx', args: ['vitest', 'run', '--dir', 'scripts'] },
    ...testedWorkspaces().map((w) => ({ name: `test:unit ${w}`, command: 'npm', args: ['run', 'test', '-w', w] })),
    npmRun('test:e2e'),
  ];
  if (groups.length === 0) return phases;
  return phases.filter((phase) => groups.includes(phase.name.split(' ')[0] ?? ''));
}

function runOne(phase: Phase, stdio: StdioOptions): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, { cwd: ROOT, stdio });
    child.once('error', () => resolve(127));
    // A phase killed by a signal failed too; 128 + its number is how a shell reports it.
    child.once('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Runs the phases one after another; returns 0, or the exit code of the first that failed. */
export async function runPhases(
  phases: Phase[],
  opts: { log?: (line: string) => void; stdio?: StdioOptions } = {},
): Promise<number> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const times: { name: string; ms: number }[] = [];
  const started = performance.now();
  let failed = 0;
  for (const phase of phases) {
    const start = performance.now();
    const code = await runOne(phase, opts.stdio ?? 'inherit');
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
