import { nodePreset } from '@mise/vitest-config';

// Server rendering runs against the real API in-process (one per test file).
export default nodePreset({
  test: {
    // Page tests fill whole forms in jsdom against the real API; a busy CI machine is slow at it.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Page tests run in jsdom, where Vite's browser transforms would rewrite the API's
    // `new URL(…, import.meta.url)` file paths: Node loads the API as built.
    server: { deps: { external: [/\/apps\/api\//] } },
  },
});
