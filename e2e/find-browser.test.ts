// The e2e browser finder's decisions, on made-up machines: which browser it takes, when it installs, what it asks for.
import { describe, expect, it } from 'vitest';
import { chooseBrowser, type BrowserFacts } from './find-browser';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome';

function machine(files: string[], canInstall = false): BrowserFacts {
  return { exists: (path) => files.includes(path), playwrightBrowser: PLAYWRIGHT, canInstall };
}

describe('finding a browser for the e2e tests', () => {
  it('when the Debian package is installed, then it is used even if others are', () => {
    expect(chooseBrowser(machine(['/usr/bin/chromium', '/usr/bin/google-chrome', PLAYWRIGHT]))).toEqual({
      kind: 'use',
      executablePath: '/usr/bin/chromium',
    });
  });

  it('when only another system browser or Playwright’s own is there, then that one is used', () => {
    expect(chooseBrowser(machine(['/usr/bin/chromium-browser']))).toMatchObject({
      executablePath: '/usr/bin/chromium-browser',
    });
    expect(chooseBrowser(machine(['/usr/bin/google-chrome']))).toMatchObject({
      executablePath: '/usr/bin/google-chrome',
    });
    expect(chooseBrowser(machine([PLAYWRIGHT], true))).toMatchObject({ executablePath: PLAYWRIGHT });
  });

  it('when there is none and root has apt-get, then the Debian package chromium is installed', () => {
    expect(chooseBrowser(machine([], true))).toEqual({
      kind: 'install',
      command: [
        ['apt-get', 'update'],
        ['apt-get', 'install', '-y', 'chromium'],
      ],
    });
  });

  it('when there is none and nothing can be installed, then one line says what to install', () => {
    const choice = chooseBrowser(machine([]));
    expect(choice.kind).toBe('missing');
    if (choice.kind !== 'missing') return;
    expect(choice.message).not.toContain('\n');
    expect(choice.message).toContain('apt-get install chromium');
  });
});
