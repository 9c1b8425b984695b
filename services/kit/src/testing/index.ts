export * from './infra';
export * from './token-issuer';
export * from './service-health';
export * from './ports';
export * from './keys';
export * from './event-probe';
export * from './internal-api-stub';
export * from './service-test-bed';
