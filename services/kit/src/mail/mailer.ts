/** One e-mail: a plain-text part always (every client can show it), an HTML twin when it has one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The name it comes from (a business writing to its households); the configured sender's otherwise. */
  senderName?: string;
  /** Where an answer goes when not to the sender (a business's own address). */
  replyTo?: string;
  /**
   * Bulk mail's unsubscribe address: sent as List-Unsubscribe with List-Unsubscribe-Post, so a
   * mail client offers one-click unsubscribe (RFC 8058) by POSTing to it.
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /**
   * Hands a message over and returns at once; failures are logged, never thrown. For answers that
   * must not wait on the mail server nor reveal by their timing whether a message was sent.
   */
  deliver(message: MailMessage): void;
  /** Resolves once the mail server accepted the message; rejects when it did not. */
  send(message: MailMessage): Promise<void>;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text placed in an HTML part: names and addresses typed by people must never become markup. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
