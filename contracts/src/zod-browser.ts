import type {} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// The browser builds no OpenAPI document, so `.openapi()` only has to exist and leave the schema as
// it is. The real extension (./zod) is handed the whole zod namespace, which keeps every export of
// zod in a bundle: about 70 KB gzip more than the schemas use.
z.ZodType.prototype.openapi = function openapi() {
  return this;
};

export { z };
