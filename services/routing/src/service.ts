import { defineService, serviceConfigSchema } from '@pickup/kit';

/** The routing service's composition root: its routes, event handlers and jobs join here. */
export const routingService = defineService({
  name: 'routing',
  configSchema: serviceConfigSchema,
  build: () => ({}),
});
