import { runService } from '@pickup/kit';
import { billingService } from './service';

void runService(billingService);
