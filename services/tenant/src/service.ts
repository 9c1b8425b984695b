import { defineService, serviceConfigSchema } from '@pickup/kit';

/** The tenant service's composition root: its routes, event handlers and jobs join here. */
export const tenantService = defineService({
  name: 'tenant',
  configSchema: serviceConfigSchema,
  build: () => ({}),
});
