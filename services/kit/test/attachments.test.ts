import type { RequestAuth } from '../src/auth';
import { serviceConfigSchema } from '../src/config';
import type { AttachmentContext } from '../src/http/attachments';
import { defineService, startService } from '../src/service';
import { TestTokenIssuer, testServiceConfig, uniqueName } from '../src/testing';

const issuer = new TestTokenIssuer();
beforeAll(() => issuer.start());
afterAll(() => issuer.stop());

const secret = () => testServiceConfig({ JWKS_URL: issuer.url }).INTERNAL_SECRET;

/** A service whose one attachment records what the kit gives it and when it is closed. */
async function serviceWithAttachment() {
  const seen: { port: number | null; context: AttachmentContext | null; closed: boolean } = {
    port: null,
    context: null,
    closed: false,
  };
  const definition = defineService({
    name: 'messaging',
    configSchema: serviceConfigSchema,
    build: () => ({
      attachments: [
        {
          attach: (server, context) => {
            const address = server.address();
            seen.port = typeof address === 'object' && address ? address.port : null;
            seen.context = context;
          },
          close: async () => {
            seen.closed = true;
          },
        },
      ],
    }),
  });
  const service = await startService(definition, {
    config: testServiceConfig({ JWKS_URL: issuer.url }),
    tuning: { dbName: uniqueName('kit_attachments') },
  });
  return { service, seen };
}

describe('server attachments', () => {
  it('are given the listening server and the kit’s reading of a connection, and closed at stop', async () => {
    const { service, seen } = await serviceWithAttachment();
    try {
      expect(seen.port).toBe(service.port);
      const authenticate = (
        handshake: Parameters<AttachmentContext['authenticate']>[0],
      ): Promise<RequestAuth> => {
        if (!seen.context) throw new Error('not attached');
        return seen.context.authenticate(handshake);
      };
      const tenantId = 'a'.repeat(24);
      const token = issuer.mint({ role: 'owner', tenantId, userId: 'b'.repeat(24) });
      const owner = { user: { id: 'b'.repeat(24), role: 'owner', tenantId } };

      // The token as a header, in socket.io's auth, or in the query: browsers cannot set headers.
      for (const handshake of [
        { headers: { authorization: `Bearer ${token}` }, query: {} },
        { headers: {}, query: {}, auth: { token } },
        { headers: {}, query: { token } },
      ]) {
        expect(await authenticate(handshake)).toMatchObject({ ...owner, tenantId, internal: false });
      }
      // Anonymous, the business the gateway names counts only with the internal secret.
      const gateway = { 'x-tenant-id': tenantId, 'x-internal-secret': secret() };
      expect(await authenticate({ headers: gateway, query: {} })).toEqual({
        user: null,
        tenantId,
        internal: true,
      });
      expect(await authenticate({ headers: { 'x-tenant-id': tenantId }, query: {} })).toEqual({
        user: null,
        tenantId: null,
        internal: false,
      });
      await expect(authenticate({ headers: {}, query: { token: 'forged' } })).rejects.toMatchObject({
        status: 401,
      });
    } finally {
      await service.deps.connection.dropDatabase();
      await service.stop();
    }
    expect(seen.closed).toBe(true);
  });
});
