import { expectServiceStartsHealthy } from '@pickup/kit/testing';
import { messagingService } from '../src/service';

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(messagingService, {});
});
