import type { ApiOperation } from '../openapi';
import { gatewayOperations } from './gateway';

/** Every operation of the public API; each service's list joins here as it is built. */
export const apiOperations: readonly ApiOperation[] = [...gatewayOperations];
