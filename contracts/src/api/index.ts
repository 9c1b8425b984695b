import type { ApiOperation } from '../operation';
import { billingOperations } from './billing';
import { customerOperations } from './customer';
import { routingOperations } from './routing';
import { gatewayOperations } from './gateway';
import { identityOperations } from './identity';
import { tenantOperations } from './tenant';
import { messagingOperations } from './messaging';
import { remindersOperations } from './reminders';
import { contactsOperations } from './contacts';
import { weightOperations } from './weight';
import { analyticsOperations } from './analytics';

/** Every operation of the public API; each service's list joins here as it is built. */
export const apiOperations: readonly ApiOperation[] = [
  ...gatewayOperations,
  ...identityOperations,
  ...billingOperations,
  ...tenantOperations,
  ...customerOperations,
  ...routingOperations,
  ...weightOperations,
  ...messagingOperations,
  ...remindersOperations,
  ...contactsOperations,
  ...analyticsOperations,
];
