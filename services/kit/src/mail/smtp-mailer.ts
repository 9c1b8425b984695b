import { unsubscribe } from '@pickup/contracts';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';

/** How long a mail server may take before a send counts as failed (nodemailer waits minutes by default). */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The one address of a sender such as `Compost Pickup <no-reply@example.com>`, or null. */
export function senderAddressOf(from: string): { name: string; address: string } | null {
  const parsed = addressparser(from, { flatten: true });
  const [sender] = parsed;
  return parsed.length === 1 && sender?.address.includes('@') ? sender : null;
}

/** Sends over SMTP (the local catcher, maildev, in development and tests). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly sender: { name: string; address: string };
  private readonly pending = new Set<Promise<void>>();

  constructor(
    smtpUrl: string,
    from: string,
    private readonly logger: Logger,
  ) {
    const sender = senderAddressOf(from);
    if (!sender) throw new Error(`Not a sender's address: ${from}`);
    this.sender = sender;
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  }

  deliver(message: MailMessage): void {
    const sending = this.send(message)
      .catch(() => undefined)
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.transport.sendMail(this.optionsOf(message));
      this.logger.info({ subject: message.subject }, 'e-mail sent');
    } catch (error) {
      this.logger.error({ err: error, subject: message.subject }, 'e-mail not sent');
      throw error;
    }
  }

  /** Resolves once every message handed over so far has been sent or has failed. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private optionsOf({
    to,
    subject,
    text,
    html,
    senderName,
    replyTo,
    unsubscribeUrl,
  }: MailMessage): SendMailOptions {
    return {
      from: { name: senderName ?? this.sender.name, address: this.sender.address },
      to,
      subject,
      text,
      ...(html === undefined ? {} : { html }),
      ...(replyTo === undefined ? {} : { replyTo }),
      ...(unsubscribeUrl === undefined
        ? {}
        : {
            list: { unsubscribe: unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': unsubscribe.oneClickBody },
          }),
    };
  }
}
