import { expectServiceStartsHealthy } from '@pickup/kit/testing';
import { routingService } from '../src/service';

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(routingService, {});
});
