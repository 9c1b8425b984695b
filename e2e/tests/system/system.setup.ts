import { test as setup } from '@playwright/test';
import { startSystem } from './system-stack';

// The "global setup" of the system project (a setup project: it runs only when the system project
// does, and its teardown project stops what it started, even when tests fail).
setup('start the services, the gateway and the web app', async () => {
  setup.setTimeout(240_000);
  const state = await startSystem();
  console.log(`system up: web ${state.baseURL}, gateway ${state.gatewayUrl}, logs ${state.logDir}`);
});
