import { defineService, serviceConfigSchema } from '@pickup/kit';

/** The weight service's composition root: its routes, event handlers and jobs join here. */
export const weightService = defineService({
  name: 'weight',
  configSchema: serviceConfigSchema,
  build: () => ({}),
});
