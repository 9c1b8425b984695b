import { defineConfig, devices } from '@playwright/test';
import chromiumLaunch from './chromium.json';

// E2E_BASE_URL points the smoke tests at a running app (the dev server of the full system, or a
// deployment); without it they build the web app and serve it with `vite preview`.
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? 'http://127.0.0.1:4173';

// Debian's Chromium headless shell (these machines never download a browser) and its flags, shared
// with the Lighthouse bench: without the networking flags Chromium keeps trying hosts it cannot
// reach. The shell, not the full browser in headless mode: the same renderer for a quarter less
// time on a CPU-bound machine (two smoke specs, 33 tests: 86 s against 65 s, two runs each).
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  use: {
    ...chromium,
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    // The web app alone, its API answered by route mocks (or nothing): fast, no services needed.
    { name: 'smoke', testIgnore: '**/system/**' },
    // The journeys against the real identity service and gateway over the local infrastructure
    // (`make infra-up`). The setup project starts them (tests/system/system-stack.ts) on free
    // ports, the teardown project stops them; `--project system` runs all three.
    {
      name: 'system-setup',
      testDir: './tests/system',
      testMatch: /system\.setup\.ts$/,
      teardown: 'system-teardown',
    },
    { name: 'system-teardown', testDir: './tests/system', testMatch: /system\.teardown\.ts$/ },
    {
      name: 'system',
      testDir: './tests/system',
      testMatch: /\.spec\.ts$/,
      dependencies: ['system-setup'],
      // A journey crosses several services and screens: at 30 s the longest (the onboarding
      // wizard, the demo request then its handling) timed out on a 2-core machine under load.
      timeout: 60_000,
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npm -w web run build && npm -w web run preview',
        cwd: '..',
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
