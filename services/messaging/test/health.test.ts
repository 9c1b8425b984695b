import { expectServiceStartsHealthy } from '@pickup/kit/testing';
import { messagingService } from '../src/service';

it('starts on its own database and the broker, and answers health, readiness and metrics', async () => {
  await expectServiceStartsHealthy(messagingService, {
    SMTP_URL: 'smtp://127.0.0.1:1025',
    MAIL_FROM: 'Compost Pickup <no-reply@pickup.test>',
    WEB_BASE_URL: 'http://web.pickup.test',
  });
});
