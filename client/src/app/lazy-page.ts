// Loads a page's code chunk on demand, giving up after the product's 120 seconds.
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

export function lazyPage(load: () => Promise<PageModule>): () => Promise<PageModule> {
  return () =>
    new Promise<PageModule>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError('page chunk timed out')), CHUNK_TIMEOUT_MS);
      load().then(
        (module) => {
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
