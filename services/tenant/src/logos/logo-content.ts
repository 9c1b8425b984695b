import { type LogoMediaType, tenantMessages } from '@pickup/contracts';
import { unsupportedMediaType } from '@pickup/kit';
import { sanitizeSvg } from './svg-sanitizer';

export interface Logo {
  bytes: Buffer;
  mediaType: LogoMediaType;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

function svgText(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * What the bytes are, judged by their content alone: a file's name and declared type are the
 * uploader's say and prove nothing. An SVG comes back sanitized.
 */
export function logoFromContent(bytes: Buffer): Logo {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return { bytes, mediaType: 'image/png' };
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature))
    return { bytes, mediaType: 'image/jpeg' };
  const text = svgText(bytes);
  const svg = text === null ? null : sanitizeSvg(text);
  if (svg === null) throw unsupportedMediaType(tenantMessages.logoType);
  return { bytes: Buffer.from(svg, 'utf8'), mediaType: 'image/svg+xml' };
}
