import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

// The Host header is kept (no changeOrigin) because the gateway reads the tenant from a
// subdomain such as acme.localhost:5173 when the web app sends no X-Tenant header.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: gatewayUrl, xfwd: true },
  '/ws': { target: gatewayUrl, ws: true, xfwd: true },
};

// The charts' code (MUI X Charts, the Base UI utilities under it, and the copies made for them
// below), and the helpers it shares with the first load's: reselect with Redux Toolkit, MUI's
// utilities with MUI's components.
const chartsCode = /[\\/]node_modules[\\/](@mui[\\/]x-[^\\/]+|@base-ui[\\/]utils)[\\/]|\?charts$/;
const sharedHelpers = /[\\/]node_modules[\\/](reselect|@mui[\\/]utils)[\\/]/;

/**
 * Gives the charts a copy of their own (the same file under a query) of the stateless helpers
 * they share with the first load: were the modules shared, what only the charts take of them
 * would join the chunks every visitor downloads instead of staying in the charts' lazy chunk.
 */
const chartsOwnHelpers: Plugin = {
  name: 'charts-own-helpers',
  // Only the production build splits chunks; the dev server serves the charts pre-bundled.
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !chartsCode.test(importer)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !sharedHelpers.test(resolved.id)) return null;
    return { ...resolved, id: `${resolved.id}?charts` };
  },
};

/**
 * The screens a visitor arrives at from elsewhere (the landing page, a business's own page): their
 * lazy chunk and what it imports are fetched together, as the entry asks, without waiting for one
 * another. Every other screen is opened from one of these or after signing in, and its chunk
 * fetches what it imports itself: listing each screen's chunks in the entry cost every visitor
 * 4.5 KB gzip of file names, against one round trip more when a signed-in screen first opens.
 */
const screensVisitorsArriveAt = [
  'src/features/landing/components/landing-screen.tsx',
  'src/features/landing/components/business-page-screen.tsx',
];

/** What the first load's chunks import lazily, and the chunks that need no preload for it. */
const preloading = {
  /** The entry chunk and the chunks it imports statically: loaded (and preloaded) by index.html. */
  firstLoad: new Set<string>(),
  /** The chunks of `screensVisitorsArriveAt`. */
  arrivals: new Set<string>(),
};

/** Notes the first load's chunks and the arrival screens' before Vite writes the preload lists. */
const preloadPlan: Plugin = {
  name: 'preload-plan',
  apply: 'build',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    preloading.firstLoad.clear();
    preloading.arrivals.clear();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (preloading.firstLoad.has(fileName) || chunk?.type !== 'chunk') return;
      preloading.firstLoad.add(fileName);
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry) visit(chunk.fileName);
      const screen = chunk.facadeModuleId;
      if (screen && screensVisitorsArriveAt.some((path) => screen.endsWith(path))) {
        preloading.arrivals.add(chunk.fileName);
      }
    }
  },
};

/** The chunks to preload with a lazy import (Vite adds its CSS whatever this returns). */
function chunksToPreload(imported: string, dependencies: string[], importer: string): string[] {
  if (preloading.firstLoad.has(importer) && !preloading.arrivals.has(imported)) return [];
  return dependencies.filter((dependency) => !preloading.firstLoad.has(dependency));
}

/**
 * The app's content security policy, as web/nginx.conf serves it in production (keep the two
 * the same; docs/web.md). Scripts only from the app's own files: no inline script, no eval.
 * Styles need 'unsafe-inline': emotion (MUI's styling) writes <style> elements as components
 * mount, and React writes `style` attributes (MUI's transitions and popper positions), which no
 * nonce or hash can allow. Images from the app and /api (logos), and the data: and blob: URLs the
 * app makes (previews, downloads). 'self' in connect-src covers the live socket's ws(s) on the
 * same host (CSP Level 3). Stripe.js, which card payments load from Stripe as Stripe requires,
 * with its frames and API.
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://js.stripe.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'https://api.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
type Policy = typeof contentSecurityPolicy;
const policyText = (policy: Policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

const securityHeaders = {
  'Content-Security-Policy': policyText(contentSecurityPolicy),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/**
 * The dev server relaxes what hot reloading needs: React Refresh's preamble is an inline script,
 * and Vite's HMR socket may use another port than the page.
 */
const developmentHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': policyText({
    ...contentSecurityPolicy,
    'script-src': [...contentSecurityPolicy['script-src'], "'unsafe-inline'"],
    'connect-src': [...contentSecurityPolicy['connect-src'], 'ws:'],
  }),
};

export default defineConfig({
  plugins: [react(), chartsOwnHelpers, preloadPlan],
  resolve: {
    // @pickup/contracts exports its TypeScript source under the "source" condition, so the app
    // needs no separate build of contracts during development.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    modulePreload: {
      // Every browser of the build's targets but Safari 16 preloads modules itself; there the
      // first load's chunks still come, each once its importer has arrived.
      polyfill: false,
      resolveDependencies: (imported, dependencies, { hostId, hostType }) =>
        hostType === 'js' ? chunksToPreload(imported, dependencies, hostId) : dependencies,
    },
    rolldownOptions: {
      output: {
        // Libraries every page loads but that change only with an upgrade get chunks of their own:
        // a returning visitor keeps them cached across deploys of the app, and they download in
        // parallel with the entry chunk (the shell: app code, MUI and emotion). docs/web.md.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            {
              // use-sync-external-store's shim and the copy of reselect are the charts' (through
              // Base UI), not Redux's: they stay out of this chunk and so out of the first load.
              name: 'redux',
              test: /node_modules[\\/]((@reduxjs[\\/]toolkit|redux|react-redux|immer|reselect|redux-thunk)[\\/][^?]*$|use-sync-external-store[\\/](?!.*shim))/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy, headers: developmentHeaders },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy, headers: securityHeaders },
});
