import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A theme app's browser bundles; its server (src/server.ts) runs on Node from tsc's output.
 * Two builds into one folder: the whole app, and (`vite build --mode islands`) the islands entry
 * of catalogue pages, built on its own so that it keeps only the code islands use (one build
 * would keep in every shared module what either entry uses: the whole router, every slice).
 */
export function themeAppConfig() {
  return defineConfig(({ mode }) => {
    const islands = mode === 'islands';
    return {
      plugins: [react()],
      build: {
        outDir: 'dist/client',
        emptyOutDir: !islands,
        manifest: islands ? '.vite/islands-manifest.json' : true,
        rollupOptions: { input: islands ? 'src/entry-islands.tsx' : 'src/entry-client.tsx' },
      },
    };
  });
}
