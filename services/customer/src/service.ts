import { defineService, serviceConfigSchema } from '@pickup/kit';

/** The customer service's composition root: its routes, event handlers and jobs join here. */
export const customerService = defineService({
  name: 'customer',
  configSchema: serviceConfigSchema,
  build: () => ({}),
});
