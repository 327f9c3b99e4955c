import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_API_TOKEN, ALL_SHOPS, API_PORT, apiUrl, shopUrl } from './shops.js';
import { SMTP_HTTP_PORT, SMTP_PORT, smtpSinkOrigin, smtpUrl } from './smtp.js';
import { GA_PORT, THIRD_PARTY_ENV, THIRD_PARTY_PORT, thirdPartyOrigin } from './third-party.js';

const apps = path.resolve(import.meta.dirname, '..');
// A fresh embedded database for every run: the demo data, nothing left over.
const dataDir = mkdtempSync(path.join(tmpdir(), 'mise-e2e-'));
// The theme servers and the API reach every third-party service (tag manager, bot protection,
// ...) at the local fake, never the real one: the servers below inherit this environment.
Object.assign(process.env, THIRD_PARTY_ENV);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  // In CI the shops share two cores with the unit suites: a test that fails there is run once
  // more, and the report counts it as flaky (seen: a client navigation or a save waiting over
  // 20 s for the API while the API's suite ran; both pass alone).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The shops answer slower while CI runs the unit suites beside them on two cores.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    browserName: 'chromium',
    locale: 'ja-JP',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    {
      command: `node ${path.join(apps, 'api/dist/server.js')}`,
      url: `${apiUrl}/healthz`,
      env: {
        PORT: String(API_PORT),
        PGLITE_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every spec logs the demo members in through one address; the limit is not under test here.
        AUTH_RATE_LIMIT: '600',
        CORS_ORIGINS: ALL_SHOPS.map(shopUrl).join(','),
        // contact.spec.ts answers inquiries through the operators' admin API.
        ADMIN_API_TOKEN,
        // The theme servers, on this machine, pass the shopper's address on.
        TRUST_PROXY: 'loopback',
        // Mail goes to the run's SMTP server (fakes/smtp.mjs); the outbox still lists it. A
        // failed attempt is retried 2 s later (not 30 s), so a spec sees SMTP coming back.
        SMTP_URL: smtpUrl,
        MAIL_RETRY_BASE_MS: '2000',
        MAIL_POLL_MS: '1000',
      },
      // The API seeds the demo into a fresh database first; in CI that runs beside the unit
      // suites on two cores.
      timeout: 300_000,
      reuseExistingServer: false,
    },
    ...ALL_SHOPS.map((shop) => ({
      command: `node ${path.join(apps, shop.app, 'dist/server/server.js')}`,
      url: `${shopUrl(shop)}/public.json`,
      // MISE_DEV_CLOCK: session.spec.ts moves the servers' clocks (POST /dev/clock).
      env: { PORT: String(shop.port), API_URL: apiUrl, MISE_DEV_CLOCK: '1' },
      timeout: 300_000,
      reuseExistingServer: false,
    })),
    {
      command: `node ${path.join(import.meta.dirname, 'fakes/third-party.mjs')}`,
      url: `${thirdPartyOrigin}/healthz`,
      env: { PORT: String(THIRD_PARTY_PORT), GA_PORT: String(GA_PORT) },
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `node ${path.join(import.meta.dirname, 'fakes/smtp.mjs')}`,
      url: `${smtpSinkOrigin}/healthz`,
      env: { SMTP_PORT: String(SMTP_PORT), PORT: String(SMTP_HTTP_PORT) },
      timeout: 30_000,
      reuseExistingServer: false,
    },
  ],
});
