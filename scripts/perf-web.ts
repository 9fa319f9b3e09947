import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findFreePort } from '#server/db/free-port.ts';
import { JS_BUDGET_BYTES } from './web-budgets.ts';

/**
 * `npm run perf:web` (also the last part of `npm run bench`): Lighthouse 12 with Debian's Chromium,
 * mobile preset (a mid-range phone on a slow 4G link, simulated), against the built app served by
 * the real server on embedded defaults. The budgets (docs/speed.md): Performance, Accessibility, Best
 * Practices and SEO each ≥ 95 on /, /pricing and /become-unblocker, and at most 100 KB of
 * JavaScript (gzip) loaded by /. Needs `npm run build` first (the script's npm entry runs it).
 */
// PERF_WEB_PAGES=/pricing,/faq measures other pages (e.g. while working on one).
const pages = process.env.PERF_WEB_PAGES?.split(',') ?? ['/', '/pricing', '/become-unblocker'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 95;
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const repository = path.resolve(import.meta.dirname, '..');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-perf-web-'));
const port = await findFreePort();
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: repository,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

let failures = 0;
try {
  await waitForHealth(`${origin}/healthz`);
  for (const page of pages) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    // PERF_WEB_REPORTS=DIR keeps each page's whole Lighthouse report to read its metrics and trace.
    if (process.env.PERF_WEB_REPORTS) {
      await fs.mkdir(process.env.PERF_WEB_REPORTS, { recursive: true });
      const file = `${page.replace(/\W+/g, '_') || '_'}.json`;
      await fs.writeFile(path.join(process.env.PERF_WEB_REPORTS, file), JSON.stringify(lhr));
    }
    const scores = categories.map((name) => Math.round((lhr.categories[name]?.score ?? 0) * 100));
    const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })
      ?.items;
    const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
    const scriptBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    // The budget is in gzip; the server sends brotli where the browser takes it (smaller).
    const gzipBytes = (await Promise.all(scripts.map((request) => gzipSize(request.url)))).reduce(
      (sum, size) => sum + size,
      0,
    );
    const low = categories.filter((_, index) => (scores[index] ?? 0) < MIN_SCORE);
    const overBudget = page === '/' && gzipBytes > JS_BUDGET_BYTES;
    if (low.length > 0 || overBudget) failures++;
    console.log(
      `${page.padEnd(18)} ${categories.map((name, index) => `${name} ${scores[index]}`).join(' · ')}` +
        ` · JavaScript ${(gzipBytes / 1024).toFixed(1)} KB gzip (${(scriptBytes / 1024).toFixed(1)} KB` +
        ` as sent) in ${scripts.length} files` +
        ` · LCP ${((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s` +
        (low.length > 0 ? `  BELOW ${MIN_SCORE}: ${low.join(', ')}` : '') +
        (overBudget ? '  OVER the 100 KB budget' : ''),
    );
    for (const name of categories.filter((_, index) => (scores[index] ?? 0) < 100)) {
      const category = lhr.categories[name];
      const failed = (category?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit && audit.score !== null && audit.score < (name === 'performance' ? 0.9 : 1),
        )
        .map((audit) => `    ${name}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`);
      if (failed.length > 0) console.log(failed.join('\n'));
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
}
console.log(
  failures === 0 ? 'Web budgets met.' : `Web budgets not met on ${failures} page(s) (see above).`,
);

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** A file's size gzipped at level 9, as the build's precompressed .gz copies are. */
async function gzipSize(url: string): Promise<number> {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return zlib.gzipSync(body, { level: 9 }).length;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      throw new Error(`the server did not become healthy at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
