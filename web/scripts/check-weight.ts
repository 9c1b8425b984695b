/**
 * The weight budget of the production build (`npm -w web run weight`, a step of `make test`).
 * Builds the app in memory with its own Vite config and reads the bundler's report of every chunk:
 * what the first load costs, what each lazily loaded screen adds to it, and that the public pages
 * never download another feature's screens, charts or maps. Sizes are gzip (zlib's default level,
 * as servers compress) in KB of 1000 bytes, as Vite prints them. Exits 1 when a budget is blown,
 * naming the heaviest packages of what is over. Budgets and their reasons: docs/web.md.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

const budgets = {
  /** The chunk index.html loads: the shell's own code. */
  entryKb: 150,
  /** The entry chunk and every chunk it imports statically: what every visitor waits for. */
  firstLoadKb: 192,
  /** A lazy route's chunk and the shared chunks it imports that the first load lacks. */
  routeKb: 80,
  /**
   * A chart's drawing (src/components/charts/*-plot.tsx), fetched once its screen shows: MUI X
   * Charts' own floor (its store, d3's scales and shapes, its pointer gestures) is about 85 KB.
   */
  chartKb: 95,
};

/** The pages a new visitor lands on, with the one feature each may download beyond the first load. */
const publicPages = [
  { page: '/', screen: 'src/features/landing/components/landing-screen.tsx', feature: 'landing' },
  { page: '/login', screen: 'src/features/auth/components/login-screen.tsx', feature: 'auth' },
  {
    page: "a business's page",
    screen: 'src/features/landing/components/business-page-screen.tsx',
    feature: 'landing',
  },
];

/** Libraries that only owner and customer screens may pull in, never a public page. */
const heavyLibraries =
  /\/node_modules\/(recharts|chart\.js|react-chartjs-2|d3-[^/]+|@nivo|victory[^/]*|apexcharts|leaflet|react-leaflet|mapbox-gl|maplibre-gl|@react-google-maps|@vis\.gl|ol)\//;

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repositoryDir = fileURLToPath(new URL('../..', import.meta.url));
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const gzipBytes = (chunk: Chunk) => gzipSync(chunk.code).length;

function relative(moduleId: string): string {
  return moduleId
    .replace(/^.*\/node_modules\//, '')
    .replace(webDir, '')
    .replace(repositoryDir, '');
}

/** The chunk and every chunk it imports statically, as the browser loads them together. */
function withStaticImports(chunk: Chunk, byFile: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (current: Chunk) => {
    if (seen.has(current.fileName)) return;
    seen.set(current.fileName, current);
    for (const file of current.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(chunk);
  return [...seen.values()];
}

/** A module's package (`@scope/name` or `name`), or its path for the app's own code. */
function owner(moduleId: string): string {
  const path = relative(moduleId);
  if (!moduleId.includes('/node_modules/')) return path;
  const parts = path.split('/');
  return (path.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The packages (and app files) that weigh most in the chunks, by size before minifying. */
function heaviest(chunks: Chunk[], count = 8): string {
  const sizes = new Map<string, number>();
  for (const [id, module] of chunks.flatMap((chunk) => Object.entries(chunk.modules))) {
    sizes.set(owner(id), (sizes.get(owner(id)) ?? 0) + module.renderedLength);
  }
  return [...sizes]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([name, size]) => `      ${kb(size).padStart(8)} KB before minifying  ${name}`)
    .join('\n');
}

async function main(): Promise<void> {
  const output = await build({ root: webDir, logLevel: 'warn', build: { write: false } });
  if (!Array.isArray(output) && !('output' in output)) throw new Error('the build did not return its output');
  const chunks = [output]
    .flat()
    .flatMap((result) => result.output)
    .filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');

  const failures: string[] = [];
  const lines: string[] = [];
  const weigh = (label: string, set: Chunk[], budgetKb: number) => {
    const raw = set.reduce((sum, chunk) => sum + chunk.code.length, 0);
    const gzip = set.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
    const over = gzip > budgetKb * 1000;
    lines.push(
      `  ${over ? 'OVER' : 'ok  '}  ${label.padEnd(52)} ${kb(gzip).padStart(6)} KB gzip ${`(${kb(raw)} KB raw)`.padStart(16)}  budget ${budgetKb}`,
    );
    if (over) {
      failures.push(
        `${label} is ${kb(gzip)} KB gzip, over its budget of ${budgetKb} KB. Heaviest parts:\n${heaviest(set)}`,
      );
    }
  };

  const firstLoad = withStaticImports(entry, byFile);
  const firstLoadFiles = new Set(firstLoad.map((chunk) => chunk.fileName));
  weigh(`entry chunk ${entry.fileName}`, [entry], budgets.entryKb);
  weigh(
    `first load: the entry and ${firstLoad.length - 1} chunks it imports`,
    firstLoad,
    budgets.firstLoadKb,
  );
  for (const chunk of firstLoad.slice(1).sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
    lines.push(`          ${chunk.fileName.padEnd(50)} ${kb(gzipBytes(chunk)).padStart(6)} KB gzip`);
  }

  const screenModules = firstLoad
    .flatMap((chunk) => Object.keys(chunk.modules))
    .map(relative)
    .filter((id) => /^src\/features\/[^/]+\/components\//.test(id));
  if (screenModules.length > 0) {
    failures.push(
      `the first load holds screen code, which must come through a lazy route:\n      ${screenModules.join('\n      ')}`,
    );
  }

  const added = (chunk: Chunk) =>
    withStaticImports(chunk, byFile).filter((each) => !firstLoadFiles.has(each.fileName));

  // A lazy chunk that only lazy routes open (a tab's panel) comes after its route: what opening it
  // adds is what the route has not loaded. Opened from several, only what all of them load counts.
  const loadedBefore = new Map<string, Set<string>>();
  const alreadyLoaded = (chunk: Chunk): Set<string> => {
    const known = loadedBefore.get(chunk.fileName);
    if (known) return known;
    const openers = chunks.filter((each) => each.dynamicImports.includes(chunk.fileName));
    let loaded = firstLoadFiles;
    if (openers.length > 0 && openers.every((each) => !firstLoadFiles.has(each.fileName))) {
      const each = openers.map(
        (opener) =>
          new Set([
            ...alreadyLoaded(opener),
            ...withStaticImports(opener, byFile).map((imported) => imported.fileName),
          ]),
      );
      loaded = new Set([...(each[0] ?? [])].filter((file) => each.every((set) => set.has(file))));
    }
    loadedBefore.set(chunk.fileName, loaded);
    return loaded;
  };

  for (const chunk of chunks.filter((each) => each.isDynamicEntry)) {
    const route = relative(chunk.facadeModuleId ?? chunk.fileName).replace(/^src\//, '');
    const loaded = alreadyLoaded(chunk);
    const adds = withStaticImports(chunk, byFile).filter((each) => !loaded.has(each.fileName));
    const budget = route.startsWith('components/charts/') ? budgets.chartKb : budgets.routeKb;
    weigh(`${loaded === firstLoadFiles ? 'route' : 'inside a route'} ${route}`, adds, budget);
  }

  for (const { page, screen, feature } of publicPages) {
    const chunk = chunks.find((each) => each.facadeModuleId?.endsWith(screen));
    if (!chunk) {
      failures.push(`${page}: no lazy chunk of ${screen} (is it still the screen of ${page}?)`);
      continue;
    }
    const strays = [...firstLoad, ...added(chunk)]
      .flatMap((each) => Object.keys(each.modules))
      .filter((id) => {
        const own = relative(id).match(/^src\/features\/([^/]+)\//)?.[1];
        return heavyLibraries.test(id) || (own !== undefined && own !== feature && own !== 'branding');
      });
    lines.push(`  ${strays.length ? 'OVER' : 'ok  '}  ${page} downloads no other feature, chart or map`);
    if (strays.length > 0) {
      failures.push(
        `${page} downloads what belongs to other screens:\n      ${strays.map(relative).join('\n      ')}`,
      );
    }
  }

  console.log(`Weight of the production build (gzip):\n${lines.join('\n')}`);
  if (failures.length > 0) {
    console.error(`\n${failures.map((failure) => `✗ ${failure}`).join('\n\n')}\n\nBudgets: docs/web.md`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
