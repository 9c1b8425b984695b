import type { Role } from '@pickup/contracts';
import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keyIdOf, publicJwkOf } from '../keys';
import { newSigningKey } from './keys';

export interface MintOptions {
  userId?: string;
  role: Role;
  tenantId?: string | null;
  sessionId?: string;
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
}

/**
 * Stands in for identity in tests and benchmarks: serves a JWKS on 127.0.0.1 and signs access
 * tokens the way identity does, so services and the gateway verify them for real.
 */
export class TestTokenIssuer {
  private keys: string[] = [newSigningKey()];
  private server: Server | null = null;
  jwksRequests = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.jwksRequests += 1;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: this.keys.map(publicJwkOf) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/.well-known/jwks.json`;
    return this;
  }

  /** Adds a new signing key, as identity does on rotation; tokens are signed with it from now on. */
  rotate(): void {
    this.keys = [newSigningKey(), ...this.keys];
  }

  mint(options: MintOptions): string {
    const key = this.keys[0] as string;
    return jwt.sign(
      { role: options.role, tid: options.tenantId ?? null, sid: options.sessionId ?? randomUUID() },
      key,
      {
        algorithm: 'RS256',
        keyid: keyIdOf(key),
        subject: options.userId ?? randomUUID().replace(/-/g, '').slice(0, 24),
        issuer: options.issuer ?? 'pickup-identity',
        audience: options.audience ?? 'pickup-api',
        expiresIn: options.expiresInSeconds ?? 900,
      },
    );
  }

  /** A token signed by a key this issuer never published. */
  mintWithForeignKey(options: MintOptions): string {
    const foreign = newSigningKey();
    return jwt.sign({ role: options.role, tid: options.tenantId ?? null }, foreign, {
      algorithm: 'RS256',
      keyid: keyIdOf(foreign),
      subject: options.userId ?? 'someone',
      issuer: 'pickup-identity',
      audience: 'pickup-api',
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
