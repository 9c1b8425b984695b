import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { round } from '../stats';

/**
 * Lighthouse on the web app's production build, as a new visitor meets it: Lighthouse's default
 * mobile profile (simulated slow 4G and a 4× slower CPU) in Debian's Chromium with the Playwright
 * suite's flags, the build served by `vite preview` on 127.0.0.1. Timings move with the machine's
 * load, so each page is run twice and both runs are reported.
 */

/** A tenant's public page and the signed-in customer dashboard join once they are built. */
const pages = ['/', '/login'];
const runsPerPage = 2;
const runTimeoutMs = 120_000;

const repositoryRoot = resolve(__dirname, '../../..');
const bin = (tool: string) => join(repositoryRoot, 'node_modules', '.bin', tool);

export interface LighthouseRun {
  page: string;
  run: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

export interface LighthouseResults {
  lighthouseVersion: string;
  runs: LighthouseRun[];
}

interface LighthouseReport {
  lighthouseVersion: string;
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number | null }>;
  audits: Record<'largest-contentful-paint' | 'total-blocking-time', { numericValue: number }>;
}

/**
 * What the gateway answers the pages' only call (the business's branding) once the tenant service
 * serves it: the default brand. Anything else is a 404 in the standard error body.
 */
function startApiStandIn(): Promise<Server> {
  const server = createServer((request, response) => {
    const branding = request.method === 'GET' && request.url?.startsWith('/api/business/branding');
    response.writeHead(branding ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(
        branding
          ? {
              businessName: 'Compost Pickup',
              logoUrl: null,
              primaryColor: '#3c6650',
              secondaryColor: '#2d4d3c',
            }
          : { error: 'Not found', code: 'NOT_FOUND' },
      ),
    );
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = portOf(server);
  await new Promise((done) => server.close(done));
  return port;
}

async function waitUntilUp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`vite preview was not up at ${url} after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function chromiumFlags(): Promise<string> {
  const launch = JSON.parse(await readFile(join(repositoryRoot, 'e2e', 'chromium.json'), 'utf8')) as {
    executablePath: string;
    args: string[];
  };
  return ['--headless=new', ...launch.args].join(' ');
}

async function audit(url: string, flags: string, outputPath: string): Promise<LighthouseReport> {
  await promisify(execFile)(
    bin('lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, timeout: runTimeoutMs },
  );
  return JSON.parse(await readFile(outputPath, 'utf8')) as LighthouseReport;
}

const score = (value: number | null) => Math.round((value ?? 0) * 100);

export async function measureLighthouse(log: (line: string) => void): Promise<LighthouseResults> {
  const workDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const distDir = join(workDir, 'dist');
  const api = await startApiStandIn();
  let preview: ReturnType<typeof spawn> | undefined;
  try {
    log('building the web app');
    await promisify(execFile)(
      bin('vite'),
      ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: join(repositoryRoot, 'web'),
      },
    );
    const port = await freePort();
    // Its own process group, so stopping it stops the server it runs.
    preview = spawn(
      bin('vite'),
      ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', distDir],
      {
        cwd: join(repositoryRoot, 'web'),
        env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${portOf(api)}` },
        detached: true,
        stdio: 'ignore',
      },
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${origin}/`);

    const flags = await chromiumFlags();
    const runs: LighthouseRun[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      for (let run = 1; run <= runsPerPage; run++) {
        log(`Lighthouse ${page}, run ${run} of ${runsPerPage}`);
        const report = await audit(`${origin}${page}`, flags, join(workDir, 'report.json'));
        lighthouseVersion = report.lighthouseVersion;
        runs.push({
          page,
          run,
          performance: score(report.categories.performance.score),
          accessibility: score(report.categories.accessibility.score),
          bestPractices: score(report.categories['best-practices'].score),
          largestContentfulPaintMs: round(report.audits['largest-contentful-paint'].numericValue, 0),
          totalBlockingTimeMs: round(report.audits['total-blocking-time'].numericValue, 0),
        });
      }
    }
    return { lighthouseVersion, runs };
  } finally {
    if (preview?.pid) {
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await new Promise((done) => api.close(done));
    await rm(workDir, { recursive: true, force: true });
  }
}

export function formatLighthouse(results: LighthouseResults): string {
  const header = ['page', 'run', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT'];
  const rows = results.runs.map((run) => [
    run.page,
    String(run.run),
    String(run.performance),
    String(run.accessibility),
    String(run.bestPractices),
    `${(run.largestContentfulPaintMs / 1000).toFixed(1)} s`,
    `${run.totalBlockingTimeMs} ms`,
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('   ')}`;
  return [
    `Web pages: Lighthouse ${results.lighthouseVersion}, mobile (simulated slow 4G, 4× CPU), production build`,
    line(header),
    ...rows.map(line),
  ].join('\n');
}
