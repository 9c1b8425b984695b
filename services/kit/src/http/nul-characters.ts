import type { RequestHandler } from 'express';
import { badRequest } from '../errors';

const message = 'Text must not contain the NUL character (U+0000)';

/** Where in a parsed JSON value a string (or a key) holds U+0000, if anywhere. */
function nulPathIn(value: unknown, at: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const path = at === '' ? key : `${at}.${key}`;
    if (key.includes('\u0000')) return path;
    const found = nulPathIn(item, path);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses U+0000 in the URL (a path parameter or the query, percent-encoded) and anywhere in a
 * JSON body, as invalid input. PostgreSQL under FerretDB can neither store nor compare a string
 * that holds it and fails the whole command, which answered 500; no text the API takes has a use
 * for it.
 */
export function refuseNulCharacters(): RequestHandler {
  return (req, _res, next) => {
    if (/%00/i.test(req.originalUrl)) {
      next(badRequest(message, [{ path: 'url', message }]));
      return;
    }
    const path = nulPathIn(req.body, '');
    if (path !== null) {
      next(badRequest(message, [{ path: path || 'body', message }]));
      return;
    }
    next();
  };
}
