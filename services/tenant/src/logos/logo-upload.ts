import { limits, tenantMessages } from '@pickup/contracts';
import { type AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '@pickup/kit';
import busboy from 'busboy';
import type { Request } from 'express';
import { type Logo, logoFromContent } from './logo-content';

const fieldName = 'logo';

/**
 * Streams the multipart body and keeps the one file of the `logo` field, never more than the
 * limit in memory. Other parts are read past and dropped.
 */
function receiveLogoFile(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy calls the limit reached once a file has fileSize bytes, so one byte more is let in
      // to tell a logo of exactly the maximum from a larger one.
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 0, fileSize: limits.logoMaxBytes + 1 },
      });
    } catch {
      // A multipart content type without a usable boundary.
      reject(badRequest(tenantMessages.logoMissing));
      return;
    }
    const chunks: Buffer[] = [];
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      // Stop parsing; the rest of the body is drained unread so the answer still reaches the caller.
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    parser.on('file', (name, stream) => {
      if (name !== fieldName) {
        stream.resume();
        return;
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(payloadTooLarge(tenantMessages.logoTooLarge)));
    });
    // A malformed body, or a caller gone before the end: either way no file arrived.
    parser.on('error', () => fail(badRequest(tenantMessages.logoMissing)));
    req.on('error', () => fail(badRequest(tenantMessages.logoMissing)));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      const file = Buffer.concat(chunks);
      // A form whose file input was left empty still sends the part, with no bytes.
      if (file.length === 0) reject(badRequest(tenantMessages.logoMissing));
      else resolve(file);
    });
    req.pipe(parser);
  });
}

/** The logo a multipart/form-data request carries in its `logo` field, recognised and made safe. */
export async function readLogoUpload(req: Request): Promise<Logo> {
  if (!req.is('multipart/form-data')) throw unsupportedMediaType(tenantMessages.logoType);
  return logoFromContent(await receiveLogoFile(req));
}
