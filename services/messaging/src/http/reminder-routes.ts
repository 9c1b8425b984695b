import { remindersApi, remindersMessages, type SkipPickupResult } from '@pickup/contracts';
import { escapeHtml, expressPath, mountOperation, tenantOf, toAppError, userOf } from '@pickup/kit';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { skipFromLink, skipPreview } from '../domain/pickup-skips';
import type { Reminders } from '../domain/reminder-model';
import { reminderSchedule, sendTestReminder } from '../domain/reminder-schedule';

/** The page the skip link opens in a browser: the question with its one button, or the answer. */
function skipPage(title: string, message: string, confirmToken?: string): string {
  const button = confirmToken
    ? `<form method="post" action="?token=${encodeURIComponent(confirmToken)}">
<button type="submit" style="background: #3c6650; color: #ffffff; border: 0; border-radius: 6px; padding: 12px 20px; font-size: 16px; cursor: pointer">${escapeHtml(remindersMessages.skipLinkLabel)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin: 0; font-family: Arial, sans-serif; color: #1f2d26; background: #f4f7f5; line-height: 1.5">
<main style="max-width: 480px; margin: 48px auto; padding: 24px; background: #ffffff; border-radius: 8px">
<h1 style="font-size: 22px; margin-top: 0">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${button}
</main>
</body></html>`;
}

/** A person at a browser gets a page; any other caller JSON. */
const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

function answer(
  req: Request,
  res: Response,
  result: SkipPickupResult,
  confirmToken?: string,
): SkipPickupResult | undefined {
  if (!wantsPage(req)) return result;
  res.type('html').send(skipPage(result.businessName || 'Your pickup', result.message, confirmToken));
  return undefined;
}

/** A browser gets an error as a page too (a bad or expired link), with its status. */
function skipErrorPage(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const known = toAppError(error);
  if (!known || !wantsPage(req)) return next(error);
  res.status(known.status).type('html').send(skipPage('Pickup not skipped', known.message));
}

/** The owner's reminder runs and test reminder, and the public skip link every reminder carries. */
export function reminderRoutes(reminders: Reminders): Router {
  const router = Router();

  mountOperation(router, remindersApi.reminderSchedule, (_input, req) =>
    reminderSchedule(reminders, tenantOf(req)),
  );

  mountOperation(router, remindersApi.sendTestReminder, (_input, req) =>
    sendTestReminder(reminders, tenantOf(req), userOf(req).id),
  );

  mountOperation(router, remindersApi.skipPickupPage, async ({ query }, req, res) =>
    answer(req, res, await skipPreview(reminders, query.token), query.token),
  );

  mountOperation(router, remindersApi.skipPickup, async ({ query }, req, res) =>
    answer(req, res, await skipFromLink(reminders, query.token)),
  );
  router.use(expressPath(remindersApi.skipPickup.path), skipErrorPage);

  return router;
}
