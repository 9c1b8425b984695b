import { runService } from '@pickup/kit';
import { messagingService } from './service';

void runService(messagingService);
