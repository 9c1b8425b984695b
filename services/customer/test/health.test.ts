import { expectServiceStartsHealthy } from '@pickup/kit/testing';
import { customerService } from '../src/service';

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(customerService, {});
});
