// Lighthouse performance and accessibility of the built SPA's pages, mobile and desktop presets, in headless Chromium.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

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

const score = (value: number | null | undefined): number | null =>
  typeof value === 'number' ? Math.round(value * 100) : null;

/** The middle value (the lower middle of an even count); null when there is none. */
function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known[Math.floor((known.length - 1) / 2)] ?? null;
}

/** A page to measure; with `localStorage`, as a visitor who already holds those entries (a signed-in session). */
export type LighthousePage = string | { path: string; localStorage: Record<string, string> };

/** Writes the entries into the origin's localStorage of the Chromium Lighthouse drives, through its debugging port. */
async function seedLocalStorage(port: number, origin: string, entries: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await tab.evaluate((values) => {
      // Runs in the page; bench compiles without the DOM's types.
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

interface RunResult {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
}

/** One Lighthouse run of one page with one preset, in the Chromium on `port`; its report kept when asked. */
async function runOnce(
  port: number,
  baseUrl: string,
  entry: LighthousePage,
  preset: Preset,
  run: number,
): Promise<RunResult> {
  const page = typeof entry === 'string' ? entry : entry.path;
  // Lighthouse clears the origin's storage before a run unless told not to: kept only for a seeded session.
  if (typeof entry !== 'string') await seedLocalStorage(port, baseUrl, entry.localStorage);
  const result = await lighthouse(
    `${baseUrl}${page}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: typeof entry !== 'string',
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  if (REPORTS_DIR) {
    writeFileSync(
      path.join(REPORTS_DIR, `${preset}${page.replaceAll('/', '_') || '_'}-${run + 1}.json`),
      JSON.stringify(lhr),
    );
  }
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
  };
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
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs = pages.map((): RunResult[] | { error: string } => []);
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        for (const [index, entry] of pages.entries()) {
          const done = runs[index];
          if (!Array.isArray(done)) continue;
          try {
            done.push(await runOnce(chrome.port, baseUrl, entry, preset, run));
          } catch (error) {
            runs[index] = { error: error instanceof Error ? error.message : String(error) };
          }
        }
      }
      for (const [index, entry] of pages.entries()) {
        const page = typeof entry === 'string' ? entry : entry.path;
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
    chrome.kill();
  }
  return figures;
}
