import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { insertOutboxMessage, markOutboxMessageSent, newestOutboxMessages } from '../db/queries/outbox';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** The e-mail address or phone number, as stored. */
  to: string;
  subject: string;
  text: string;
  /** The link the message carries (verification, reset), kept for the development outbox. */
  link: string | null;
}

export interface Mailer {
  /** Messages really leave (SMTP_URL set); false: they stay in the outbox table for the development page. */
  readonly delivers: boolean;
  send(db: Database, message: OutgoingMessage, now: Date): Promise<void>;
}

/** SMTP timeouts: a slow mail server must not hold a sign-up or reset request for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/** The domain of an address only: logs carry no personal data. */
const domainOf = (to: string) => (to.includes('@') ? to.slice(to.lastIndexOf('@')) : 'phone');

/**
 * Every message is written to the outbox first (so none is lost), then, when SMTP_URL is set,
 * handed to the mail server through nodemailer and marked sent. There is no SMS gateway here:
 * text messages stay in the outbox (decision 0018).
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }, { from: options.from })
    : null;
  return {
    delivers: transport !== null,
    async send(db, message, now) {
      const id = await insertOutboxMessage(db, {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        link: message.link,
        createdAt: now,
      });
      if (!transport || message.channel !== 'email' || id === null) return;
      try {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
        await markOutboxMessageSent(db, id, new Date());
      } catch (error) {
        // The answer must not differ (no enumeration, no retry storm from the browser): the
        // message stays unsent in the outbox, and the operator sees why.
        console.error(
          `[mail] could not send message ${id} to ${domainOf(message.to)}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}

/** The newest messages, for the development outbox page. */
export async function recentOutbox(db: Database, limit = 50) {
  return newestOutboxMessages(db, limit);
}
