import { Suspense, use } from 'react';
import type { ComponentType, JSX } from 'react';

type DeferredEntry = {
  load: () => Promise<unknown>;
  readonly loaded: boolean;
};

/** Every deferred part whose module has been evaluated (the server and route changes load them all). */
const parts = new Set<DeferredEntry>();

/**
 * Part of a page whose code (and libraries: formik, yup) loads after the page has started
 * hydrating, so it is not in the page's initial JavaScript. The server renders it in full (its
 * chunk is loaded by the route's loader, see `loadDeferred`); in the browser its server HTML stays
 * as it is, visible, until its chunk arrives, and then hydrates on its own (a Suspense boundary
 * whose child suspends during hydration keeps the server's markup). After a route change the
 * loader has loaded it already, so it renders at once.
 *
 * `const SearchForm = deferred(() => import('./SearchForm.js').then((m) => m.SearchForm))`
 */
export function deferred<P extends object>(
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
  parts.add({
    get loaded() {
      return component !== undefined;
    },
    load,
  });

  function Content(props: P): JSX.Element {
    const Loaded = component ?? use(load());
    return <Loaded {...props} />;
  }
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** Loads the chunk of every deferred part known so far (before rendering on the server, on route changes). */
export async function loadDeferred(): Promise<void> {
  await Promise.all([...parts].filter((part) => !part.loaded).map((part) => part.load()));
}
