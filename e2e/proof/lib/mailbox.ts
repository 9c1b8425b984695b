import type { CapturedMail } from '../../tests/system/fixtures';

/**
 * The mail the run's services sent, as maildev caught it (its REST API at state.mailApiUrl). Every
 * suite shares the one catcher, so a suite reads only the mail to addresses it made.
 */
export async function mailTo(mailApiUrl: string, addresses: Iterable<string>): Promise<CapturedMail[]> {
  const wanted = new Set([...addresses].map((address) => address.toLowerCase()));
  const response = await fetch(`${mailApiUrl}/email`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`maildev answered ${response.status} for its mail`);
  const mails = (await response.json()) as CapturedMail[];
  return mails.filter((mail) => mail.to.some((to) => wanted.has(to.address.toLowerCase())));
}

/** How many of the mails went to each address (lower-cased); an address without mail is absent. */
export function countByRecipient(mails: CapturedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of mails) {
    for (const { address } of mail.to) {
      const key = address.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}
