export const serviceNames = [
  'identity',
  'tenant',
  'customer',
  'routing',
  'weight',
  'billing',
  'messaging',
] as const;
export type ServiceName = (typeof serviceNames)[number];
