import { runService } from '@pickup/kit';
import { identityService } from './service';

void runService(identityService);
