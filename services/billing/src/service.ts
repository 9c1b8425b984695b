import { defineService, serviceConfigSchema } from '@pickup/kit';

/** The billing service's composition root: its routes, event handlers and jobs join here. */
export const billingService = defineService({
  name: 'billing',
  configSchema: serviceConfigSchema,
  build: () => ({}),
});
