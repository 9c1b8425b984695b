import { healthBody, readinessBody } from '../health';
import type { ApiOperation } from '../operation';

export const gatewayOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/healthz',
    owner: 'gateway',
    summary: 'The gateway process is alive',
    access: 'public',
    responses: { 200: { description: 'Alive', schema: healthBody } },
  },
  {
    method: 'get',
    path: '/readyz',
    owner: 'gateway',
    summary: 'The gateway can reach Redis and the broker',
    access: 'public',
    responses: {
      200: { description: 'Ready', schema: readinessBody },
      503: { description: 'Not ready', schema: readinessBody },
    },
  },
];
