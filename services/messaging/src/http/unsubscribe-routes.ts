import { contactsApi, contactsMessages, type UnsubscribeStatus } from '@pickup/contracts';
import { AppError, mountOperation } from '@pickup/kit';
import { type Request, type Response, Router } from 'express';
import type { Outreach } from '../domain/model';
import { unsubscribe, unsubscribeStatus } from '../domain/unsubscribes';
import { confirmPage, donePage, invalidLinkPage } from './unsubscribe-page';

/** A person at a browser gets a page; a mail client's one-click POST and any other caller get JSON. */
const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

const invalidLink = (error: unknown) =>
  error instanceof AppError && error.message === contactsMessages.unsubscribeLinkInvalid;

/** Answers a page when a browser asks, JSON otherwise; an invalid link is a page too for a browser. */
async function answer(
  req: Request,
  res: Response,
  decide: () => Promise<UnsubscribeStatus>,
  render: (status: UnsubscribeStatus) => string,
): Promise<UnsubscribeStatus | undefined> {
  if (!wantsPage(req)) return decide();
  try {
    const status = await decide();
    res.type('html').send(render(status));
  } catch (error) {
    if (!invalidLink(error)) throw error;
    res.status(400).type('html').send(invalidLinkPage());
  }
  return undefined;
}

/**
 * The unsubscribe link of every campaign e-mail. No session: the signed token names the business
 * and the address. GET only shows; POST (the page's button, or RFC 8058 one-click) unsubscribes.
 */
export function unsubscribeRoutes(outreach: Outreach): Router {
  const router = Router();

  mountOperation(router, contactsApi.unsubscribePage, ({ query }, req, res) =>
    answer(
      req,
      res,
      () => unsubscribeStatus(outreach, query.token),
      (status) => confirmPage(status, query.token),
    ),
  );

  mountOperation(router, contactsApi.unsubscribe, ({ query }, req, res) =>
    answer(req, res, () => unsubscribe(outreach, query.token), donePage),
  );

  return router;
}
