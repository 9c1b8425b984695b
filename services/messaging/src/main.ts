import { runService, serviceConfigSchema } from '@pickup/kit';

void runService({ name: 'messaging' }, serviceConfigSchema);
