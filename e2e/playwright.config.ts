import { defineConfig, devices } from '@playwright/test';

const isCI = Boolean(process.env.CI);

/** Debian's Chromium, never a downloaded browser (STACK.md "Web and browser"). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Specs that move the platform clock (see the `clock` project). */
const CLOCK_MOVERS = [
  'smart-contracts/tokens.spec.ts',
  'commissions/partner-journey.spec.ts',
  'payouts/payout-journey.spec.ts',
  'economy/reseller-journey.spec.ts',
  'engagement/reminder-journey.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Wait limits, not time targets: on CI the 2-core machine runs two app servers and two browsers at once, and on a
  // slow day (2026-11-29: the same code 2× slower than the day before) long journeys ran out of 30 s while every step
  // worked; the previous landing's code timed out the same way there. The longest journey with its axe checks (an
  // offer's sign-up and activation) took 67 s that day.
  timeout: isCI ? 90_000 : 30_000,
  expect: { timeout: isCI ? 20_000 : 10_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    // Desktop journeys: everything but the phone folder and the journeys that move the platform clock.
    { name: 'chromium', testIgnore: ['phone/**', ...CLOCK_MOVERS] },
    // The investor journey on a phone (issue 16): 390 × 844 CSS px, touch, mobile viewport, same Chromium.
    {
      name: 'phone',
      testMatch: 'phone/**/*.spec.ts',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'de-DE',
        timezoneId: 'Europe/Berlin',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
    // Journeys that move the app's one clock (PUT /api/dev/clock) run after all others, alone: a moved clock
    // would change dates (withdrawal periods, deadlines) under a journey running beside them.
    // One project per spec, each after the one before: two of them in parallel would move the clock under each
    // other (the token journey saw the partner journey's moved date).
    ...CLOCK_MOVERS.map((spec, i) => ({
      name: i === 0 ? 'clock' : `clock-${i + 1}`,
      testMatch: spec,
      dependencies: i === 0 ? ['chromium', 'phone'] : [i === 1 ? 'clock' : `clock-${i}`],
    })),
  ],
});
