import { nodePreset } from '@mise/vitest-config';

// Every test file runs on a fresh in-memory PGlite; with TEST_DATABASE_URL set, the whole
// suite runs a second time on the PostgreSQL server (a new database per file).
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', env: { MISE_TEST_DB: 'postgres' } } }]
  : [];

export default nodePreset({
  test: {
    testTimeout: 30_000,
    // One module graph per worker instead of one per file: every file imported the whole app
    // anew (231 s of CI's 20 minutes). Files share no state: each builds its own app on its own database.
    isolate: false,
    hookTimeout: 180_000,
    projects: [
      { extends: true, test: { name: 'pglite', env: { MISE_TEST_DB: 'pglite' } } },
      ...postgres,
    ],
  },
});
