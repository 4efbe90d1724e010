// The first step of `npm test`: it names the Node it runs on and refuses any major but the one .nvmrc pins.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('node-version.mjs', import.meta.url).pathname;
const pinned = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
const running = process.versions.node;
const runningMajor = running.split('.')[0] ?? '';
const copies: string[] = [];

/** Runs a copy of the check in a checkout whose .nvmrc pins `major`, with the Node running this test. */
function checkIn(major: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'node-version-'));
  copies.push(root);
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync(script, path.join(root, 'scripts', 'node-version.mjs'));
  writeFileSync(path.join(root, '.nvmrc'), `${major}\n`);
  return spawnSync(process.execPath, [path.join(root, 'scripts', 'node-version.mjs')], { encoding: 'utf8' });
}

afterEach(() => {
  for (const root of copies.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('node-version', () => {
  it('when the tests run, then they run on the Node major .nvmrc pins', () => {
    expect(runningMajor).toBe(pinned);
  });

  it('when Node is the pinned major, then it prints the version and lets the tests go on', () => {
    const result = checkIn(runningMajor);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`v${running}`);
  });

  it('when Node is another major, then it stops at once and says which Node to use and how to get it', () => {
    const result = checkIn(String(Number(runningMajor) + 2));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`v${running}`);
    expect(result.stderr).toContain(`Node ${Number(runningMajor) + 2}`);
    expect(result.stderr).toContain('npm ci');
  });
});
