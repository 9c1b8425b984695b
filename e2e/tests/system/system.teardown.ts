import { test as teardown } from '@playwright/test';
import { stopSystem } from './system-stack';

teardown('stop the services, the gateway and the web app', async () => {
  teardown.setTimeout(60_000);
  await stopSystem();
});
