import { type ApiOperation, z } from '@pickup/contracts';
import { callInternal, InternalCallError } from '../src/http/internal-client';
import { InternalApiStub } from '../src/testing/internal-api-stub';

const secret = 'test-internal-secret-0123456789';

const renameBucket = {
  method: 'post',
  path: '/internal/buckets/{id}/name',
  owner: 'customer',
  summary: 'Rename a bucket',
  access: 'internal',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string().min(1) }),
  responses: { 200: { description: 'Renamed', schema: z.object({ id: z.string(), name: z.string() }) } },
} as const satisfies ApiOperation;

describe('callInternal against an InternalApiStub', () => {
  let stub: InternalApiStub;
  beforeEach(async () => {
    stub = await new InternalApiStub(secret)
      .on(renameBucket, ({ params, body }) => ({ status: 200, body: { id: params.id, name: body.name } }))
      .start();
  });
  afterEach(() => stub.stop());

  const target = () => ({ baseUrl: stub.url, internalSecret: secret });

  it('sends the secret, the params and the body, and parses the answer with the contract', async () => {
    const answer = await callInternal(target(), renameBucket, {
      params: { id: 'b-7' },
      body: { name: 'Kitchen' },
    });
    expect(answer).toEqual({ id: 'b-7', name: 'Kitchen' });
    expect(stub.callsTo(renameBucket)).toEqual([{ name: 'Kitchen' }]);
  });

  it('retries a service that is down, then gives up with its status', async () => {
    stub.failWith = 503;
    await expect(
      callInternal(target(), renameBucket, { params: { id: 'b-7' }, body: { name: 'Kitchen' } }),
    ).rejects.toMatchObject({ status: 503 });
    expect(stub.callsTo(renameBucket)).toHaveLength(3);
  });

  it('throws a refusal at once: a body the contract refuses, or the wrong secret', async () => {
    const refused = callInternal(target(), renameBucket, { params: { id: 'b-7' }, body: { name: '' } });
    await expect(refused).rejects.toBeInstanceOf(InternalCallError);
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(
      callInternal({ ...target(), internalSecret: 'another-secret-0123456789' }, renameBucket, {
        params: { id: 'b-7' },
        body: { name: 'Kitchen' },
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(stub.callsTo(renameBucket)).toHaveLength(2);
  });
});
