// Bundle figures: gzip bytes of the JS and CSS that `/` loads before interaction, and of the largest lazy chunk.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUNDLE_BUDGET_BYTES = 100 * 1024;

export interface BundleFile {
  file: string;
  gzipBytes: number;
}

export interface BundleFigures {
  /** Sum over `initial`: what the browser fetches for `/` before the first interaction. */
  initialGzipBytes: number;
  initial: BundleFile[];
  largestLazyChunk: BundleFile | null;
  lazyChunks: number;
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Static `import … from "./x.js"` / `import "./x.js"` of a built chunk (never the dynamic `import("./x.js")`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[^();"'`]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Local asset paths the page references: entry script, modulepreloads and stylesheets. */
export function entryAssets(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /\btype=["']module["']/i.test(tag);
    const rel = /\brel=["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase();
    const isLink = rel === 'modulepreload' || rel === 'stylesheet';
    const ref = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isScript || isLink) && ref && !/^[a-z]+:\/\//i.test(ref)) found.add(ref.replace(/^\//, ''));
  }
  return [...found];
}

/** Reads `distDir/index.html`, follows static imports from the entry chunks, gzips each file at level 9. */
export function measureBundle(distDir: string): BundleFigures {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  const queue = entryAssets(html);
  while (queue.length > 0) {
    const rel = queue.shift();
    if (rel === undefined || initial.has(rel)) continue;
    initial.add(rel);
    if (rel.endsWith('.js')) {
      const code = readFileSync(path.join(distDir, rel), 'utf8');
      for (const imported of staticImports(code)) {
        queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(rel), imported)));
      }
    }
  }
  const initialFiles = [...initial].map((file) => ({ file, gzipBytes: gzipBytes(path.join(distDir, file)) }));
  const assetsDir = path.join(distDir, 'assets');
  const lazy = readdirSync(assetsDir)
    .map((name) => `assets/${name}`)
    .filter((file) => file.endsWith('.js') && !initial.has(file))
    .map((file) => ({ file, gzipBytes: gzipBytes(path.join(distDir, file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    initialGzipBytes: initialFiles.reduce((sum, f) => sum + f.gzipBytes, 0),
    initial: initialFiles,
    largestLazyChunk: lazy[0] ?? null,
    lazyChunks: lazy.length,
  };
}
