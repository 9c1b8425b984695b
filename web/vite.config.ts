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
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
});
