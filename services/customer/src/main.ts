import { runService, serviceConfigSchema } from '@pickup/kit';

void runService({ name: 'customer' }, serviceConfigSchema);
