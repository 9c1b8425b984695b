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

export default defineConfig({
  plugins: [react(), chartsOwnHelpers],
  resolve: {
    // @pickup/contracts exports its TypeScript source under the "source" condition, so the app
    // needs no separate build of contracts during development.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
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
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
});
