import { defineService, serviceConfigSchema } from '@pickup/kit';

/** The messaging service's composition root: its routes, event handlers and jobs join here. */
export const messagingService = defineService({
  name: 'messaging',
  configSchema: serviceConfigSchema,
  build: () => ({}),
});
