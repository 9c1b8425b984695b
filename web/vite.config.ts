import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

// The Host header is kept (no changeOrigin) because the gateway reads the tenant from a
// subdomain such as acme.localhost:5173 when the web app sends no X-Tenant header.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: gatewayUrl, xfwd: true },
  '/ws': { target: gatewayUrl, ws: true, xfwd: true },
};

export default defineConfig({
  plugins: [react()],
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
              name: 'redux',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
});
