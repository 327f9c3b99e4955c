import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.STORYBOOK_PORT ?? 6150);

/**
 * Visual tests of the built Storybook (storybook-static, made by storybook:build): screenshots
 * of the key stories in each theme at phone and desktop width, compared with the baselines in
 * visual/__screenshots__. `pnpm storybook:visual --update` writes new baselines.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: path.join(import.meta.dirname, '../test-results'),
  fullyParallel: true,
  // Two browsers on CI's two cores, beside the other tasks.
  workers: 2,
  // In CI, a failed screenshot is taken once more, as the e2e tests are: the last CI lost 7 of
  // 57 beside the e2e run, which passed on a quiet machine and under ten busy loops here. A
  // changed look fails both tries; the summary names the flaky ones.
  retries: process.env.CI ? 1 : 0,
  // A tall page's story, axe and two equal screenshots: under 15 s on a quiet machine, but a
  // CI run whose e2e suite took 44 minutes (28 as usual) ran three past 60 s.
  timeout: 180_000,
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(import.meta.dirname, '../reports/visual.json') }],
  ],
  expect: {
    // Two equal screenshots in a row of a page 4,000 px tall, on a busy core.
    timeout: 20_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Rendering is deterministic here (one Chromium, fixed fonts, data and clock): a few
      // stray pixels at most. A count, not a share: on a page 4,000 px tall a share of even
      // 0.1 % would let a changed button radius through.
      maxDiffPixels: 20,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    reducedMotion: 'reduce',
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
        // The same rendering on every machine: no LCD anti-aliasing, one colour profile.
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--force-color-profile=srgb',
      ],
    },
  },
  webServer: {
    command: `node ${path.join(import.meta.dirname, 'serve.mjs')} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
