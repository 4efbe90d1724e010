// Which Chromium the e2e run uses on this machine: the Debian package, Playwright's own, or one installed now.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where distributions put Chromium or Chrome, best first; /usr/bin/chromium is the Debian package. */
export const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export interface BrowserFacts {
  /** Whether a file exists at this path. */
  exists(path: string): boolean;
  /** Where Playwright's own Chromium would be (`npx playwright install chromium`), present or not. */
  playwrightBrowser: string;
  /** Root with apt-get at hand, so the Debian package can be installed without asking anyone. */
  canInstall: boolean;
}

export type BrowserChoice =
  | { kind: 'use'; executablePath: string }
  | { kind: 'install'; command: string[][] }
  | { kind: 'missing'; message: string };

const APT_INSTALL = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
];

/** The decision alone, so it can be tested without touching the machine. */
export function chooseBrowser(facts: BrowserFacts): BrowserChoice {
  const found = [...SYSTEM_BROWSERS, facts.playwrightBrowser].find((path) => facts.exists(path));
  if (found) return { kind: 'use', executablePath: found };
  if (facts.canInstall) return { kind: 'install', command: APT_INSTALL };
  return {
    kind: 'missing',
    message:
      'No Chromium for the e2e tests: install it with `sudo apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`.',
  };
}

function machineFacts(): BrowserFacts {
  return {
    exists: existsSync,
    playwrightBrowser: chromium.executablePath(),
    canInstall: process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
  };
}

/**
 * Returns the browser to launch, installing the Debian package first when this machine has none and
 * allows it (done once: the next run finds /usr/bin/chromium). Throws one line saying what to install.
 */
export function findBrowser(facts: BrowserFacts = machineFacts()): string {
  const choice = chooseBrowser(facts);
  if (choice.kind === 'use') return choice.executablePath;
  if (choice.kind === 'missing') throw new Error(choice.message);
  for (const [command, ...args] of choice.command) {
    if (!command) continue;
    const run = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0)
      throw new Error(
        `No Chromium for the e2e tests, and \`${[command, ...args].join(' ')}\` failed: install the Debian package chromium.`,
      );
  }
  return findBrowser({ ...facts, canInstall: false });
}
