import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants/chunks.ts';

export type Screen = LazyExoticComponent<ComponentType>;

/** Raised when a screen's script has not arrived in time (spec §8); the route error boundary shows it. */
export class ChunkLoadTimeout extends Error {
  override readonly name = 'ChunkLoadTimeout';
}

const withTimeout = <A>(promise: Promise<A>, ms: number): Promise<A> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout(`Screen not loaded after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

// i18n is reached lazily (it is in the entry chunk already, so this costs no request): the route table stays plain
// data that Node can import, which the end-to-end route walk does.
const loadScreenNamespaces = async (namespaces: readonly string[]): Promise<void> => {
  const { loadNamespaces } = await import('../../i18n/i18n.ts');
  await loadNamespaces(namespaces);
};

/** A route's screen, loaded with its locale namespaces so it renders translated at once. */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[]): Screen =>
  lazy(() => withTimeout(Promise.all([load(), loadScreenNamespaces(namespaces)]).then(([module]) => module), CHUNK_LOAD_TIMEOUT_MS));
