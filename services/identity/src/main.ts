import { runService } from '@pickup/kit';
import { identityConfigSchema } from './config';
import { identityService } from './service';

void runService(identityService, identityConfigSchema);
