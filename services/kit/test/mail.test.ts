import { parseConfig, serviceConfigSchema } from '../src/config';
import { createLogger } from '../src/logger';
import { escapeHtml } from '../src/mail/mailer';
import { configuredMailer, mailSettings, smtpRequiredInProduction } from '../src/mail/mail-settings';
import { SmtpMailer } from '../src/mail/smtp-mailer';
import { freePort, minimalServiceEnv, uniqueName, waitFor } from '../src/testing';

const maildevApi = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';

interface CapturedMail {
  subject: string;
  text: string;
  html?: string;
  from: { address: string; name: string }[];
  replyTo?: { address: string }[];
  /** Missing on a message the catcher could not read (one cut off when it was stopped). */
  to?: { address: string }[];
  headers: Record<string, string>;
}

/** The one e-mail the local catcher holds for an address (each test writes to an address of its own). */
const mailTo = (address: string) =>
  waitFor(
    async () => {
      const all = (await (await fetch(`${maildevApi}/email`)).json()) as CapturedMail[];
      return all.find((mail) => mail.to?.some((to) => to.address === address)) ?? null;
    },
    { what: `an e-mail to ${address}` },
  );

const newAddress = () => `${uniqueName('mail').toLowerCase()}@example.com`;
const logger = createLogger('test', 'silent');
const sender = 'Compost Pickup <no-reply@pickup.test>';

describe('the mailer', () => {
  const mailer = new SmtpMailer('smtp://127.0.0.1:1025', sender, logger);

  it('sends the plain-text part always, from the configured sender', async () => {
    const to = newAddress();
    await mailer.send({ to, subject: 'Plain only', text: 'Hello in plain text.' });
    const mail = await mailTo(to);
    expect(mail.subject).toBe('Plain only');
    expect(mail.text.trim()).toBe('Hello in plain text.');
    expect(mail.html).toBeFalsy();
    expect(mail.from).toEqual([{ address: 'no-reply@pickup.test', name: 'Compost Pickup' }]);
    expect(mail.replyTo).toBeUndefined();
  });

  it('adds the HTML part when given, and writes in a business’s name with its address for replies', async () => {
    const to = newAddress();
    await mailer.send({
      to,
      subject: 'Both parts',
      text: 'Hello in text.',
      html: '<p>Hello in <strong>HTML</strong>.</p>',
      senderName: 'Green & Loop Compost',
      replyTo: 'hello@greenloop.example',
    });
    const mail = await mailTo(to);
    expect(mail.text.trim()).toBe('Hello in text.');
    expect(mail.html).toContain('<p>Hello in <strong>HTML</strong>.</p>');
    expect(mail.from).toEqual([{ address: 'no-reply@pickup.test', name: 'Green & Loop Compost' }]);
    expect(mail.replyTo).toEqual([expect.objectContaining({ address: 'hello@greenloop.example' })]);
  });

  it('offers bulk mail’s one-click unsubscribe: List-Unsubscribe with List-Unsubscribe-Post (RFC 8058)', async () => {
    const to = newAddress();
    const unsubscribeUrl = 'https://pickup.example/api/email-campaigns/unsubscribe?token=abc.def';
    await mailer.send({ to, subject: 'News', text: 'Hello.', unsubscribeUrl });
    const mail = await mailTo(to);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('adds no unsubscribe headers to a message of one person to another', async () => {
    const to = newAddress();
    await mailer.send({ to, subject: 'Just you', text: 'Hello.' });
    const mail = await mailTo(to);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['list-unsubscribe-post']).toBeUndefined();
  });

  it('rejects a send the mail server does not take; deliver logs it and never throws', async () => {
    const quiet = createLogger('test', 'silent');
    const failures = jest.spyOn(quiet, 'error');
    const nowhere = new SmtpMailer(`smtp://127.0.0.1:${await freePort()}`, sender, quiet);
    const message = { to: newAddress(), subject: 'Lost', text: 'Nobody listens.' };
    await expect(nowhere.send(message)).rejects.toThrow();

    expect(() => nowhere.deliver(message)).not.toThrow();
    await nowhere.idle();
    expect(failures).toHaveBeenCalledTimes(2);
    expect(failures).toHaveBeenLastCalledWith(
      expect.objectContaining({ subject: 'Lost' }),
      'e-mail not sent',
    );
  });

  it('hands a delivered message over without waiting, and is idle once it went out', async () => {
    const to = newAddress();
    mailer.deliver({ to, subject: 'Later', text: 'Sent after the answer.' });
    await mailer.idle();
    expect((await mailTo(to)).subject).toBe('Later');
  });

  it('refuses a sender that is not one address', () => {
    expect(() => new SmtpMailer('smtp://127.0.0.1:1025', 'not an address', logger)).toThrow(/sender/);
  });
});

describe('the mail settings', () => {
  const schema = serviceConfigSchema.extend({ ...mailSettings }).refine(...smtpRequiredInProduction);

  it('aim at the local catcher and the platform’s sender unless told otherwise', () => {
    const config = parseConfig(schema, minimalServiceEnv);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('Compost Pickup <no-reply@pickup.localhost>');
    expect(configuredMailer(config, logger)).toBeInstanceOf(SmtpMailer);
  });

  it('take a mail server and a sender of one’s own', () => {
    const config = parseConfig(schema, {
      ...minimalServiceEnv,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Green Loop <hello@greenloop.example>',
    });
    expect(config.SMTP_URL).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.MAIL_FROM).toBe('Green Loop <hello@greenloop.example>');
  });

  it('refuse a malformed server or sender, and production without a mail server', () => {
    expect(() => parseConfig(schema, { ...minimalServiceEnv, SMTP_URL: 'http://mail' })).toThrow(
      /SMTP_URL must be a smtp or smtps URL/,
    );
    expect(() => parseConfig(schema, { ...minimalServiceEnv, MAIL_FROM: 'Compost Pickup' })).toThrow(
      /MAIL_FROM must be one sender/,
    );
    expect(() => parseConfig(schema, { ...minimalServiceEnv, NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is required in production/,
    );
  });
});

it('escapes text for an HTML part', () => {
  expect(escapeHtml(`<b>Tom & "Jerry's"</b>`)).toBe('&lt;b&gt;Tom &amp; &quot;Jerry&#39;s&quot;&lt;/b&gt;');
});
