import { runService } from '@pickup/kit';
import { routingService } from './service';

void runService(routingService);
