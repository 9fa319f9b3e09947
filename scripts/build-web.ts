import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  INLINED_STYLES_META,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedFile,
  publicPages,
  type PublicPage,
} from '../shared/public-pages.ts';
import { APP_SCRIPTS_META } from '../client/after-first-paint/handoff.ts';
import { webBuildState } from './build-inputs.ts';
import { FIRST_LOADS } from './web-budgets.ts';

/**
 * `npm run build`: the web app (vite), then its public pages prerendered to HTML with React's own
 * server renderer (docs/public-site.md#fast-and-findable), then every text asset compressed ahead
 * of time (brotli and gzip), so the server sends compressed files without compressing on each
 * request. `--outDir DIR` builds elsewhere than dist/client (a second test server: CLIENT_DIR).
 * `--if-changed` skips the build when its inputs are those of the last one.
 */
const root = path.resolve(import.meta.dirname, '..');
const outDirFlag = process.argv.indexOf('--outDir');
const outDir = path.resolve(
  outDirFlag === -1 ? path.join(root, 'dist/client') : (process.argv[outDirFlag + 1] ?? ''),
);
// Inside the project, so the renderer's imports of node_modules resolve (it runs once, then goes).
const ssrDir = path.join(root, 'dist', `.prerender-${path.basename(outDir)}`);

// `--if-changed`: nothing to do when the last build was made from the same inputs.
const { inputs, inputsFile, current } = await webBuildState(root, outDir);
if (process.argv.includes('--if-changed') && current) {
  console.log('The web app is up to date: nothing it is built from has changed.');
  process.exit(0);
}
// A build that fails half-way must not pass for the last good one.
await fs.rm(inputsFile, { force: true });
// Loaded only now: Vite alone takes a second to load, which a start with nothing to build skips.
const { build } = await import('vite');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|html|svg|json|txt|xml|map)$/;

// A stylesheet link, the entry's script and its preloads as Vite writes them into index.html.
const stylesheetLink = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;
const entryScriptTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreloadLink = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

const configFile = path.join(root, 'vite.config.ts');
await build({
  configFile,
  logLevel: 'warn',
  // The manifest says which files each page's chunk needs (read below, then removed).
  build: { outDir, emptyOutDir: true, manifest: true },
});
await build({
  configFile,
  logLevel: 'warn',
  build: {
    ssr: 'entry-prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    rolldownOptions: {
      // "use client" marks client components for React Server Components, which we do not use.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
    },
  },
});

const { renderPage } = (await import(
  pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href
)) as { renderPage: (path: string) => Promise<string> };
const template = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
const manifestFile = path.join(outDir, '.vite/manifest.json');
const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Manifest;
await fs.rm(path.dirname(manifestFile), { recursive: true });
await checkFirstLoads();
await fs.mkdir(path.join(outDir, path.dirname(prerenderedFile('/'))), { recursive: true });
for (const page of publicPages) {
  const html = pageHtml(
    template,
    page,
    await inlineStyles(pageStyles(page.path)),
    await renderPage(page.path),
  );
  await fs.writeFile(path.join(outDir, prerenderedFile(page.path)), html);
}
await fs.rm(ssrDir, { recursive: true, force: true });
await precompress(outDir);
await fs.writeFile(inputsFile, inputs);

/**
 * The page's whole CSS (a few KB compressed) in one <style> in its head, in load order: the first
 * paint waits for no stylesheet request. Later screens load their CSS as chunks, as before.
 */
async function inlineStyles(files: string[]): Promise<string> {
  const sheets = await Promise.all(
    files.map((file) => fs.readFile(path.join(outDir, file), 'utf8')),
  );
  const css = sheets.join('\n');
  if (css.includes('</style')) throw new Error('a stylesheet contains </style');
  // The files are named for client/lazy/inlined-styles.ts, which marks them as loaded before any
  // chunk is imported, so Vite's chunk loader does not load them a second time (ADR 0013).
  if (files.some((file) => file.includes(','))) throw new Error('a stylesheet name has a comma');
  const inlined = `<meta name="${INLINED_STYLES_META}" content="${files.join(',')}">`;
  return [`<style>${css}</style>`, inlined].join('\n    ');
}

/**
 * The Latin subset of the text font, asked for with the page rather than once the first layout
 * finds text that needs it: it then usually arrives before that layout, and the phone lays the
 * page out once instead of again when the font swaps in (Lighthouse, mobile preset: about 8
 * points on /become-unblocker, ADR 0013). The other subsets still load only when used.
 */
function fontPreload(style: string): string {
  const latin = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(style)?.[1];
  if (!latin) throw new Error('the Latin subset of the Inter font is not in the page styles');
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${latin}">`;
}

type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    imports?: string[];
    css?: string[];
  }
>;

/**
 * Each screen of FIRST_LOADS (scripts/web-budgets.ts): its chunks and all they import statically,
 * gzip, against its budget. Over it, the build fails naming the files (a schema library imported
 * for one constant once put 37 KB into every first load of /).
 */
async function checkFirstLoads(): Promise<void> {
  for (const { screen, chunks, budgetBytes } of FIRST_LOADS) {
    const files = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk) throw new Error(`${name}, part of ${screen}'s first load, was not built`);
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const name of chunks) visit(name);
    const sizes = await Promise.all(
      [...files].map(async (file) => ({
        file,
        bytes: (await gzip(await fs.readFile(path.join(outDir, file)), { level: 9 })).length,
      })),
    );
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    if (total > budgetBytes) {
      const list = sizes.map(({ file, bytes }) => `${file} ${kb(bytes)}`);
      throw new Error(
        `The first load of ${screen} needs ${kb(total)} of JavaScript gzip, over its ${kb(budgetBytes)} budget: ${list.join(', ')}`,
      );
    }
    console.log(
      `First load of ${screen}: ${kb(total)} of JavaScript gzip (budget ${kb(budgetBytes)})`,
    );
  }
}

/**
 * The stylesheets of the page's own chunk and of what it imports, inlined in the prerendered page
 * so its styles apply at first paint. Its scripts are not preloaded: the entry fetches them once
 * it runs, so on a slow link the page's text and the font get the bandwidth first, and the page
 * (readable, its links working) paints before any of them arrives. Measured with Lighthouse's
 * mobile preset, preloading them cost /become-unblocker 9 points and /pricing 3 (ADR 0013). A
 * page is found by its folder (`routes/pricing/` for /pricing); the landing page is in the entry.
 * Every stylesheet found is marked as inlined (inlineStyles), so a missing one shows at once as a
 * stylesheet request in the browser tests of the public site.
 */
function pageStyles(pagePath: string): string[] {
  // The entry's styles come first, as they load.
  const entryStyles = [...template.matchAll(stylesheetLink)].map((link) => link[1] ?? '');
  if (pagePath === '/') return entryStyles;
  const folder = `routes/${pagePath.slice(1)}/`;
  // The page's chunk, and any part of it loaded lazily from its own folder (the application form
  // of /become-unblocker): the prerenderer waits for those, so their markup is in the page.
  const keys = Object.keys(manifest).filter(
    (name) => manifest[name]?.isDynamicEntry && name.startsWith(folder),
  );
  if (keys.length === 0)
    throw new Error(`no lazy page chunk under client/${folder} for ${pagePath}`);
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || visited.has(name)) return;
    visited.add(name);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...new Set([...entryStyles, ...styles])];
}

function pageHtml(shell: string, page: PublicPage, style: string, body: string): string {
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path}`;
  const head = [
    style,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Unblock" />',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    '<meta name="twitter:card" content="summary" />',
  ].join('\n    ');
  const replaced = shell
    .replace(stylesheetLink, '')
    .replace(modulePreloadLink, '')
    .replace(entryScriptTag, appScripts(shell, fontPreload(style)))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  // The Content-Security-Policy runs no inline script: a page that needs one would break.
  if (/<script(?![^>]*\ssrc=)/.test(body)) throw new Error(`${page.path} renders an inline script`);
  if (
    !replaced.includes(body) ||
    !replaced.includes('rel="canonical"') ||
    !replaced.includes('as="font"') ||
    !replaced.includes(APP_SCRIPTS_META)
  ) {
    throw new Error(`index.html no longer has the marks ${page.path}'s prerendering fills in`);
  }
  return replaced;
}

/**
 * A prerendered page is whole without the app: it names the app's scripts (the entry, then what
 * it imports) and asks only for the small loader that fetches them once the page has painted
 * (client/after-first-paint/, ADR 0013). The font's preload goes first, so it is asked for first.
 */
function appScripts(shell: string, fontPreloadLink: string): string {
  const entry = entryScriptTag.exec(shell)?.[1];
  const loader = Object.values(manifest).find(
    (chunk) => chunk.isEntry && chunk.src?.endsWith('after-first-paint/after-first-paint.ts'),
  );
  if (!entry || !loader) throw new Error('the app entry or the first-paint loader was not built');
  if ((loader.imports ?? []).length > 0) throw new Error('the first-paint loader imports a chunk');
  const scripts = [entry, ...[...shell.matchAll(modulePreloadLink)].map((link) => link[1] ?? '')];
  if (scripts.some((file) => file.includes(','))) throw new Error('a script name has a comma');
  return [
    fontPreloadLink,
    `<meta name="${APP_SCRIPTS_META}" content="${scripts.join(',')}">`,
    `<script type="module" crossorigin src="/${loader.file}"></script>`,
  ].join('\n    ');
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

async function precompress(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    // The server compresses the public pages itself, once it has put in its address.
    if (path.basename(entry.parentPath) === 'prerendered') continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await fs.readFile(file);
    if (content.length < 1024) continue;
    await fs.writeFile(
      `${file}.br`,
      await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await fs.writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
  }
}
