import type { Logger } from '@pickup/kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../domain/model';

/**
 * Sends over SMTP (maildev in development and tests). Delivery happens after the request has
 * been answered, so a slow or absent mail server never shows in answer times, which must not
 * differ between existing and unknown addresses; failures are logged for operators.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  deliver(message: MailMessage): void {
    const sending = this.transport
      .sendMail({ from: this.from, ...message })
      .then(() => this.logger.info({ subject: message.subject }, 'e-mail sent'))
      .catch((error: unknown) =>
        this.logger.error({ err: error, subject: message.subject }, 'e-mail not sent'),
      )
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every message handed over so far has been sent or has failed. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
