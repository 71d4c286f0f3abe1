import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchRoot } from './tests/support/scratchDir.ts';
import { copyTemplate, seededTemplateOfToday } from './tests/support/seededTemplate.ts';

// E2E runs the real server on a throw-away data folder (in memory where there is room: its first start writes the
// migrations and the seed, tests/support/scratchDir.ts); Chromium resolves *.localhost to loopback.
const port = Number(process.env.E2E_PORT ?? 3199);
// The mocked project's static server (a mock-mode build, mocks/): its own port, 2000 above the reference server's
// (1000 above is the reference server's SMTP sink, scripts/e2e-server.mjs).
const mockPort = Number(process.env.E2E_MOCK_PORT ?? port + 2000);
const ownDataDir = process.env.E2E_DATA_DIR === undefined;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(scratchRoot(), 'bottega-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The reference server starts on a copy of the server tests' migrated and seeded template when one of today is there
// (`npm test` runs Vitest first, which builds it): its boot is then a few seconds instead of ~25 s of one core
// migrating and seeding the same database, while the mocked app builds beside it. Without one it seeds its own.
const template = ownDataDir ? seededTemplateOfToday() : null;
if (template !== null) copyTemplate(template, dataDir);
// The folder this run made goes when the run ends (the workers, which read the config again, find it in the
// environment and leave it): in memory, a run's database would otherwise hold its RAM until the next reboot.
if (ownDataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

// Each project starts only the server it needs: a run limited by `--project=mocked`, or by spec files of one
// project's folder (`npx playwright test tests/e2e/tasks.spec.ts`), does not wait for the other's server.
const namedProjects = process.argv.flatMap((arg, i, all) => (arg.startsWith('--project=') ? [arg.slice(10)] : arg === '--project' ? [all[i + 1] ?? ''] : []));
const fileFilters = process.argv.slice(2).filter((arg) => arg.startsWith('tests/') || arg.includes('.spec'));
const folderOf = (project: string): ((filter: string) => boolean) => (filter) => filter.includes('e2e-mocked') === (project === 'mocked');
const runs = (project: string): boolean =>
  (namedProjects.length === 0 || namedProjects.includes(project)) && (fileFilters.length === 0 || fileFilters.some(folderOf(project)));

const referenceServer = {
  // The real server, its mail sent by SMTP to a loopback sink that refuses `@undeliverable.test` (scripts/e2e-server.mjs).
  command: 'node scripts/e2e-server.mjs',
  // Public on any host (an IP address names no tenant); answered once the server listens, i.e. after boot.
  url: `http://127.0.0.1:${port}/api/openapi.yaml`,
  // scripts/e2e-cpu.mjs starts one server for the specs it measures one at a time (their CPU, not the boot's).
  reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
  timeout: 180_000,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Captured e-mail as files: the admin spec follows an invitation link (tests/e2e/support/mailDrop.ts).
    MAIL_DROP_DIR: join(dataDir, 'mail'),
    ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '3600',
    // Section logins last 10 minutes (as in production) everywhere but in borgo: 8 seconds there, so the evaluators
    // spec sees a protected section ask for the password again without waiting, while the workflow tests elsewhere
    // enter it once.
    SECTION_ACCESS_WINDOW_SECONDS: process.env.E2E_SECTION_ACCESS_WINDOW_SECONDS ?? '600',
    SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT: process.env.E2E_SECTION_ACCESS_WINDOW_SECONDS_BY_TENANT ?? 'borgo=8',
    // No JSON line per request: warnings and errors only (E2E_LOG_LEVEL=info to see every request).
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
};

// Mocked-API runs (issue 23): the app built in mock mode and served as static files; msw answers /api in the page.
// A build and a static server start faster than a dev server's first page load, and behave the same every run.
const mockCommand = `npx vite build --mode mock --logLevel error && npx vite preview --mode mock --host 127.0.0.1 --port ${mockPort} --strictPort`;
const mockUrl = `http://127.0.0.1:${mockPort}/`;
// Playwright starts its web servers one after the other, each once the one before answers: the mock build (about
// 15 CPU-s) waited for the reference server's boot (migrations and seed, mostly one core), and the first test for
// both. With both projects running, the build starts first and counts as started at once (its first line); the
// reference server boots beside it, and a last entry, which launches nothing while the preview answers, holds the
// tests until the preview answers (issue 36.7: the first test ~15 s earlier).
const mockServer = { command: mockCommand, url: mockUrl, reuseExistingServer: false, timeout: 180_000 };
const mockBuildFirst = { command: `echo "mocked app: building" && ${mockCommand}`, wait: { stdout: /mocked app: building/ }, reuseExistingServer: false, timeout: 180_000 };
const mockReady = { command: 'node -e "setInterval(() => undefined, 3600000)"', url: mockUrl, reuseExistingServer: true, timeout: 180_000 };

// Debian's headless shell (package chromium-headless-shell, installed by .ci/run) is Chromium's rendering and
// JavaScript without the browser's own UI process machinery: the same engine, 23–30 % fewer CPU-seconds per spec
// than the full browser run headless (issue 36.7, scripts/e2e-cpu.mjs on lists, works-tasks and theme). The full
// browser stays the fallback where the shell is not installed.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

export default defineConfig({
  fullyParallel: false,
  // Three workers on the two cores of our machines (CI's too, whether or not it sets CI): the specs wait on the server
  // and on expect's polling between their steps, so a third worker fills those waits; more only adds contention
  // (scripts/e2e-cpu.mjs measures a spec's CPU-seconds). The suite shares one server, and every spec makes the records
  // it changes. E2E_WORKERS=1 for a one-at-a-time run.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // One retry, reported as "flaky" (never hidden): a shared 2-core machine can starve one step of a long path.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://acme.localhost:${port}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A trace records every step with DOM snapshots and a screencast: directory.spec.ts took 75 CPU-s with it on every
    // attempt, 53 without. Recorded on the retry, a failing test still leaves its trace (E2E_TRACE=on for all).
    trace: process.env.E2E_TRACE === 'on' ? 'on' : 'on-first-retry',
    // The production build registers a service worker (issue 22); it would answer page loads itself and take them out
    // of `page.route`. tests/e2e/theme.spec.ts allows it where it checks it; the mocked project needs msw's worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumPath,
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
  projects: [
    // The reference server: real behaviour and real rules (tests/e2e).
    { name: 'reference', testDir: 'tests/e2e', testMatch: '**/*.spec.ts' },
    // Mocked API: UI states and fault paths the real server does not produce on demand (tests/e2e-mocked).
    // Its tests side by side, a file's too: each page starts its own in-memory world, so no test waits on another.
    // The project runs last; file by file, its workflows file (34 s) ran alone in one worker while the other two had
    // finished (the run's 28-s tail, issue 36.7).
    { name: 'mocked', testDir: 'tests/e2e-mocked', testMatch: '**/*.spec.ts', fullyParallel: true, use: { baseURL: `http://acme.localhost:${mockPort}`, serviceWorkers: 'allow' } },
  ],
  webServer:
    runs('reference') && runs('mocked')
      ? [mockBuildFirst, referenceServer, mockReady]
      : [...(runs('reference') ? [referenceServer] : []), ...(runs('mocked') ? [mockServer] : [])],
});
