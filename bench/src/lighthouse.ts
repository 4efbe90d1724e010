// Lighthouse performance and accessibility of the built SPA's pages, mobile and desktop presets, in headless Chromium.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigure {
  /** The page's name (LighthousePage.name): its path, or what it is where the path names a room. */
  page: string;
  preset: Preset;
  /** The median of the runs' scores and LCPs (Lighthouse's own advice for scores that vary from run to run). */
  performance: number | null;
  accessibility: number | null;
  /** Largest Contentful Paint in ms, for reading a low performance score. */
  lcpMs: number | null;
  /** Each run's performance score, in the order they ran. */
  performanceRuns: number[];
  error?: string;
}

/**
 * Runs per page and preset. On this shared machine one page's mobile score moves by up to ±7 between runs, so one run
 * cannot tell whether a budget is held; the median of three can, at three times the time.
 */
export const LIGHTHOUSE_RUNS = 3;

/** `BENCH_LIGHTHOUSE_REPORTS=<dir>` keeps each page's full Lighthouse report there, to read why a score is what it is. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** `BENCH_LIGHTHOUSE_PRESETS=mobile` measures only those presets, to compare two builds in half the time. */
const CHOSEN_PRESETS = PRESETS.filter(
  (preset) => process.env.BENCH_LIGHTHOUSE_PRESETS?.split(',').includes(preset) ?? true,
);

const score = (value: number | null | undefined): number | null =>
  typeof value === 'number' ? Math.round(value * 100) : null;

/** The middle value (the lower middle of an even count); null when there is none. */
function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)] ?? null;
}

/**
 * A page to measure, named for the table. With storage, as a visitor who already holds those entries: `localStorage` a
 * signed-in session, `sessionStorage` what the tab kept from an earlier page (the wizard's draft, for the payment page).
 */
export interface LighthousePage {
  name: string;
  path: string;
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
}

/** A page Lighthouse drives: a tab of its own, with the page's storage (and only that) written in first. */
async function openTab(browser: Browser, origin: string, entry: LighthousePage): Promise<Page> {
  const tab = await browser.newPage();
  // A same-origin file that loads none of the app, so nothing of it is cached or run before the measured load.
  await tab.goto(`${origin}/favicon.svg`, { waitUntil: 'domcontentloaded' });
  await tab.evaluate(
    (local, session) => {
      // Runs in the page; bench compiles without the DOM's types.
      type Store = { setItem(key: string, value: string): void; clear(): void };
      const scope = globalThis as unknown as { localStorage: Store; sessionStorage: Store };
      // The origin's localStorage outlives the tab (a new tab's sessionStorage starts empty): without this, a visitor's
      // page measured after a signed-in one would be measured signed in.
      scope.localStorage.clear();
      for (const [key, value] of Object.entries(local)) scope.localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) scope.sessionStorage.setItem(key, value);
    },
    entry.localStorage ?? {},
    entry.sessionStorage ?? {},
  );
  return tab;
}

interface RunResult {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
}

/**
 * One Lighthouse run of one page with one preset, in a new tab; its report kept when asked. Lighthouse clears the
 * origin's caches (a cold load) but not its local and session storage (clearStorageTypes), so a seeded session holds.
 * A run that ended anywhere but the page asked for (a sign-in wall, a redirect) measured another page, and fails.
 */
async function runOnce(
  browser: Browser,
  baseUrl: string,
  entry: LighthousePage,
  preset: Preset,
  run: number,
): Promise<RunResult> {
  const tab = await openTab(browser, baseUrl, entry);
  try {
    const result = await lighthouse(
      `${baseUrl}${entry.path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktopConfig : undefined,
      tab,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const landed = new URL(lhr.finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== entry.path) {
      throw new Error(`${entry.path} ended at ${landed.pathname}${landed.search}`);
    }
    if (REPORTS_DIR) {
      writeFileSync(
        path.join(REPORTS_DIR, `${preset}-${entry.name.replaceAll(/\W+/g, '_')}-${run + 1}.json`),
        JSON.stringify(lhr),
      );
    }
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    };
  } finally {
    await tab.close();
  }
}

/**
 * Runs every page with both presets LIGHTHOUSE_RUNS times in one Chromium, the pages in turn within each round so a
 * noisy minute falls on every page alike; a page that fails is reported with its error, not thrown.
 * `trustSpki`: the public key (SHA-256, base64) of the site's throw-away certificate, the only one Chromium accepts
 * unsigned.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  trustSpki: string,
): Promise<LighthouseFigure[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, `--ignore-certificate-errors-spki-list=${trustSpki}`],
    logLevel: 'silent',
  });
  const figures: LighthouseFigure[] = [];
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    for (const preset of CHOSEN_PRESETS) {
      const runs = pages.map((): RunResult[] | { error: string } => []);
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        for (const [index, entry] of pages.entries()) {
          const done = runs[index];
          if (!Array.isArray(done)) continue;
          try {
            done.push(await runOnce(browser, baseUrl, entry, preset, run));
          } catch (error) {
            runs[index] = { error: error instanceof Error ? error.message : String(error) };
          }
        }
      }
      for (const [index, { name: page }] of pages.entries()) {
        const done = runs[index] ?? [];
        figures.push(
          Array.isArray(done)
            ? {
                page,
                preset,
                performance: median(done.map((r) => r.performance)),
                accessibility: median(done.map((r) => r.accessibility)),
                lcpMs: median(done.map((r) => r.lcpMs)),
                performanceRuns: done.flatMap((r) => (r.performance === null ? [] : [r.performance])),
              }
            : { page, preset, performance: null, accessibility: null, lcpMs: null, performanceRuns: [], ...done },
        );
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return figures;
}
