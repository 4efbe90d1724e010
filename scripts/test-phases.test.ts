// `npm test`'s runner: the project's phases in order, each one's wall time printed, stopping at the first failure.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectPhases, runPhases, type Command, type Phase } from './test-phases';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A command that runs a line of JavaScript with the Node running this test. */
function nodeCommand(code: string): Command {
  return { command: process.execPath, args: ['-e', code] };
}

function nodePhase(name: string, code: string): Phase {
  return { name, commands: [nodeCommand(code)] };
}

async function run(phases: Phase[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runPhases(phases, { log: (line) => lines.push(line), output: 'ignore' });
  return { code, lines };
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-phases-'));
  dirs.push(dir);
  return dir;
}

/** Waits up to 20 s for a file another command makes, then exits 0, or 1 if it never came. */
function awaitFile(file: string): string {
  return `const fs = require('node:fs'); const end = Date.now() + 20000;
    const tick = () => fs.existsSync(${JSON.stringify(file)}) ? process.exit(0) : Date.now() > end ? process.exit(1) : setTimeout(tick, 20);
    tick();`;
}

/** Waits up to 20 s for the process whose pid another command wrote to a file to be gone, then a little more. */
function outlive(pidFile: string): string {
  return `const fs = require('node:fs'); const end = Date.now() + 20000;
    const alive = () => {
      try { process.kill(Number(fs.readFileSync(${JSON.stringify(pidFile)}, 'utf8')), 0); return true; }
      catch (error) { return error.code !== 'ESRCH'; }
    };
    const tick = () =>
      !alive() ? setTimeout(() => process.exit(0), 200) : Date.now() > end ? process.exit(1) : setTimeout(tick, 20);
    tick();`;
}

describe('test phases', () => {
  it('when every phase passes, then each prints its wall time as it ends and a summary lists them all', async () => {
    const { code, lines } = await run([nodePhase('first', ''), nodePhase('second', '')]);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^phase first: \d+\.\d s$/);
    expect(lines[1]).toMatch(/^phase second: \d+\.\d s$/);
    const summary = lines.slice(2).join('\n');
    expect(summary).toMatch(/first +\d+\.\d s/);
    expect(summary).toMatch(/second +\d+\.\d s/);
    expect(summary).toMatch(/total +\d+\.\d s/);
  });

  it('when a phase fails, then the phases after it do not run and the run ends with its exit code', async () => {
    const marker = path.join(tempDir(), 'ran');
    const { code, lines } = await run([
      nodePhase('passes', ''),
      nodePhase('fails', 'process.exit(3)'),
      nodePhase('never', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`),
    ]);
    expect(code).toBe(3);
    expect(existsSync(marker)).toBe(false);
    expect(lines).toContainEqual(expect.stringMatching(/^phase fails: \d+\.\d s \(failed, exit code 3\)$/));
    expect(lines.join('\n')).not.toContain('never');
  });

  it('when a phase may run two commands at once, then the second starts before the first ends', async () => {
    const made = path.join(tempDir(), 'made');
    const { code } = await run([
      {
        name: 'both',
        commands: [
          nodeCommand(awaitFile(made)),
          nodeCommand(`require('node:fs').writeFileSync(${JSON.stringify(made)}, '')`),
        ],
        concurrency: 2,
      },
    ]);
    expect(code).toBe(0);
  });

  it('when a command of a parallel phase fails, then no command after it starts and the phase ends with its code', async () => {
    const dir = tempDir();
    const marker = path.join(dir, 'ran');
    const pidFile = path.join(dir, 'failing.pid');
    // The second command ends only after the failing one has, so the slot it frees comes after the failure.
    const { code, lines } = await run([
      {
        name: 'parallel',
        commands: [
          nodeCommand(
            `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); process.exit(4)`,
          ),
          nodeCommand(outlive(pidFile)),
          nodeCommand(`require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`),
        ],
        concurrency: 2,
      },
    ]);
    expect(code).toBe(4);
    expect(existsSync(marker)).toBe(false);
    expect(lines[0]).toMatch(/^phase parallel: \d+\.\d s \(failed, exit code 4\)$/);
  });

  it("when the project's phases are listed, then they are today's checks in order: static ones, each workspace's tests, e2e", () => {
    expect(projectPhases().map((phase) => phase.name)).toEqual([
      'node-version',
      'typecheck + lint + format:check',
      'test:unit client',
      'test:unit',
      'test:e2e',
    ]);
  });

  it("when the workspaces' tests run, then the client's alone, the others two at a time, the longest first, the scripts' own last", () => {
    const [client, unit] = projectPhases(['test:unit']);
    expect(client?.commands.map((c) => c.args.join(' '))).toEqual(['run test -w client']);
    expect(client?.concurrency).toBeUndefined();
    expect(unit?.concurrency).toBe(2);
    expect(unit?.commands.map((c) => `${c.command} ${c.args.join(' ')}`)).toEqual([
      ...['supabase', 'emulators', 'server', 'resilience', 'e2e'].map((w) => `npm run test -w ${w}`),
      'npx vitest run --dir scripts',
    ]);
  });

  it("when the project is statically checked, then lint starts first beside each workspace's typecheck, then formatting, two at a time", () => {
    const [static_] = projectPhases(['typecheck']);
    expect(static_?.concurrency).toBe(2);
    expect(static_?.commands.map((c) => c.args.join(' '))).toEqual([
      'run lint',
      ...['contracts', 'client', 'server', 'emulators', 'supabase', 'e2e', 'testkit', 'bench', 'resilience'].map(
        (w) => `run typecheck -w ${w}`,
      ),
      'run format:check',
    ]);
  });

  it('when only a group is asked for, then only its phases are listed, a shared phase under each of its groups', () => {
    expect(projectPhases(['test:unit']).map((phase) => phase.name)).toEqual(['test:unit client', 'test:unit']);
    for (const group of ['typecheck', 'lint', 'format:check']) {
      expect(projectPhases([group]).map((phase) => phase.name)).toEqual(['typecheck + lint + format:check']);
    }
  });
});
