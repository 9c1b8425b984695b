import { runService } from '@pickup/kit';
import { weightService } from './service';

void runService(weightService);
