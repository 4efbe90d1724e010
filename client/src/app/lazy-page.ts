// Loads a page's code chunk on demand, with the catalogues it reads in the current language, giving up after the
// product's 120 seconds.
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import type { Namespace } from '../lib/i18n';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

/** A page's code that did not arrive: timed out here, or refused by the browser's module loader (Chromium, Firefox, Safari words). */
export function isChunkFailure(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|module script/i.test(error.message)
  );
}

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * The page's words are fetched beside its code rather than after its first render asks for them. i18next itself
 * loads with the layout, not with the app's entry, which stays within the landing page's budget. The layout's own
 * catalogues ('common', and 'messages', the spec's texts) load with every page, so a page names only its others.
 */
function loadWords(namespaces: readonly Namespace[]): Promise<void> {
  return import('../lib/i18n').then((i18n) => i18n.loadNamespaces(namespaces));
}

export function lazyPage(
  load: () => Promise<PageModule>,
  namespaces: readonly Namespace[] = [],
): () => Promise<PageModule> {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError('page chunk timed out')), CHUNK_TIMEOUT_MS);
      Promise.all([load(), loadWords(namespaces)]).then(
        ([module]) => {
          clearTimeout(timer);
          resolve({
            Component: module.Component,
            ...(module.loader ? { loader: module.loader } : {}),
          });
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
