import { domainVerification } from '@pickup/contracts';
import { freePort } from '@pickup/kit/testing';
import { createSocket, type Socket } from 'node:dgram';
import { createTxtVerifier } from '../src/domains/txt-verifier';
import { TxtDnsServer } from './support/dns-server';

const token = `${domainVerification.txtValuePrefix}5f2b9c0e7a1d4e3b8c6f0a9d2e4b7c1f`;
const timeoutMs = 300;
const recordNameOf = (domain: string) => `${domainVerification.txtRecordName}.${domain}`;

const dns = new TxtDnsServer();
beforeAll(() => dns.start());
afterAll(() => dns.stop());

const verifier = () => createTxtVerifier({ resolverAddress: dns.address, timeoutMs });

describe('verifying a custom domain by its TXT record', () => {
  it('finds the record the owner published, among their other TXT records', async () => {
    dns.setTxt(recordNameOf('pickup.greenloop.test'), ['v=spf1 -all', token]);
    await expect(verifier()('pickup.greenloop.test', token)).resolves.toBe(true);
  });

  it('finds a long value published in several chunks', async () => {
    const long = `${domainVerification.txtValuePrefix}${'a'.repeat(300)}`;
    dns.setTxt(recordNameOf('long.greenloop.test'), [[long.slice(0, 255), long.slice(255)]]);
    await expect(verifier()('long.greenloop.test', long)).resolves.toBe(true);
  });

  it('does not verify a record with another value', async () => {
    dns.setTxt(recordNameOf('other.greenloop.test'), [`${domainVerification.txtValuePrefix}not-this-one`]);
    await expect(verifier()('other.greenloop.test', token)).resolves.toBe(false);
  });

  it('looks only under the verification name, not at the domain itself', async () => {
    dns.setTxt('apex.greenloop.test', [token]);
    await expect(verifier()('apex.greenloop.test', token)).resolves.toBe(false);
  });

  it('does not verify a domain without the record', async () => {
    await expect(verifier()('nothing.greenloop.test', token)).resolves.toBe(false);
  });

  it('does not verify a verification name that has no TXT data', async () => {
    dns.setTxt(recordNameOf('empty.greenloop.test'), []);
    await expect(verifier()('empty.greenloop.test', token)).resolves.toBe(false);
  });

  it('answers not verified when no resolver listens', async () => {
    const nobody = createTxtVerifier({ resolverAddress: `127.0.0.1:${await freePort()}`, timeoutMs });
    await expect(nobody('pickup.greenloop.test', token)).resolves.toBe(false);
  });

  describe('a resolver that never answers', () => {
    let silent: Socket;
    beforeAll(async () => {
      silent = createSocket('udp4');
      await new Promise<void>((resolve) => silent.bind(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

    it('answers not verified once its tries have timed out', async () => {
      const waiting = createTxtVerifier({ resolverAddress: `127.0.0.1:${silent.address().port}`, timeoutMs });
      const started = Date.now();
      await expect(waiting('slow.greenloop.test', token)).resolves.toBe(false);
      // Bounded by its own timeout (Node's default would keep the owner waiting for many seconds);
      // generous, since a busy machine stretches every try.
      expect(Date.now() - started).toBeLessThan(15 * timeoutMs);
    }, 10_000);
  });
});
