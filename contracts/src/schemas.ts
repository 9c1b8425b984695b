/**
 * The contracts for the browser (`@pickup/contracts/schemas`): every API schema, its types and the
 * constants, without the OpenAPI registry and generator, which only the gateway uses. Bundlers take
 * ./zod-browser in place of ./zod here (package.json "browser"). Each service's API file joins here
 * as it joins api/index.ts.
 */
export { z } from './zod';
export * from './ids';
export * from './errors';
export * from './pagination';
export * from './money';
export * from './constants';
export * from './api/identity';
export * from './api/billing';
export * from './api/tenant';
export * from './api/customer';
export * from './api/routing';
export * from './api/weight';
export * from './api/messaging';
export * from './api/reminders';
export * from './api/contacts';
export * from './api/analytics';
