import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { getI18n } from 'react-i18next';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/constants/chunks.ts';
import { alreadySettled, type ScreenModule } from './screenLoader.ts';

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

/** Whether every namespace is loaded in the current language (the instance react-i18next was given, if any yet). */
const namespacesLoaded = (namespaces: readonly string[]): boolean => {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
  return i18n !== undefined && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
};

/**
 * A route's screen, loaded with its locale namespaces so it renders translated at once. With a loader that tells
 * when its module has arrived (src/ui/app/screenLoader.ts) and the texts loaded, the screen renders without
 * suspending.
 */
export const lazyScreen = (load: (() => Promise<ScreenModule>) & { readonly loaded?: () => ScreenModule | undefined }, namespaces: readonly string[]): Screen =>
  lazy(() => {
    const arrived = load.loaded?.();
    if (arrived !== undefined && namespacesLoaded(namespaces)) return alreadySettled(arrived);
    return withTimeout(Promise.all([load(), loadScreenNamespaces(namespaces)]).then(([module]) => module), CHUNK_LOAD_TIMEOUT_MS);
  });
