import { Suspense, use } from 'react';
import type { ComponentType, JSX } from 'react';

type IslandEntry = {
  load: () => Promise<unknown>;
  readonly loaded: boolean;
};

/** Every island whose page module has been evaluated (the server and route changes load them all). */
const islands = new Set<IslandEntry>();

/**
 * Part of a page whose code (and libraries: formik, yup) loads after the page has started
 * hydrating, so it is not in the page's initial JavaScript. The server renders it in full (its
 * chunk is loaded by the route's loader, see `loadIslands`); in the browser its server HTML stays
 * as it is, visible, until its chunk arrives, and then hydrates on its own (a Suspense boundary
 * whose child suspends during hydration keeps the server's markup). After a route change the
 * loader has loaded it already, so it renders at once.
 *
 * `const SearchForm = lazyIsland(() => import('./SearchForm.js').then((m) => m.SearchForm))`
 */
export function lazyIsland<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  const load = (): Promise<ComponentType<P>> => {
    loading ??= importer().then(
      (loaded) => {
        component = loaded;
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk is asked for again next time (the chunk-error reload covers deploys).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  islands.add({
    get loaded() {
      return component !== undefined;
    },
    load,
  });

  function Content(props: P): JSX.Element {
    const Loaded = component ?? use(load());
    return <Loaded {...props} />;
  }
  function Island(props: P) {
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    );
  }
  return Island;
}

/** Loads the chunk of every island known so far (before rendering on the server, on route changes). */
export async function loadIslands(): Promise<void> {
  await Promise.all([...islands].filter((island) => !island.loaded).map((island) => island.load()));
}
