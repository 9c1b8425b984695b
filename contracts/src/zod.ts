import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

// `.openapi()` on every schema lets the gateway publish one document generated from these contracts.
extendZodWithOpenApi(z);

export { z };
