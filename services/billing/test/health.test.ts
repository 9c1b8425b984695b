import { expectServiceStartsHealthy } from '@pickup/kit/testing';

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy({ name: 'billing' }, {});
});
