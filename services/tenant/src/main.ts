import { runService } from '@pickup/kit';
import { tenantService } from './service';

void runService(tenantService);
