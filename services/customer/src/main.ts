import { runService } from '@pickup/kit';
import { customerService } from './service';

void runService(customerService);
