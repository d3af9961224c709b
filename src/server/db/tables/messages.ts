// What the portal sends and receives as text: outgoing mail (the outbox the mail job delivers)
// and messages to support, each kept as sent.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/i18n/locales';
import type { MailAttachmentJson } from '../json-types';
import { createdAt, tstz, oneOf } from './columns';
import { accounts } from './accounts';
import { policies } from './policies';

/**
 * Outgoing mail, written in the transaction of the change that sends it (jobs/mail.ts). With the
 * outbox mailer (the default; `npm run mailbox` reads it) the row is the delivered message. With
 * SMTP_URL set (`deliver_by` 'smtp') it is the queued message: a pg-boss job carrying its id
 * sends it, then subject, bodies and attachments are blanked.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** The language the message is written in (docs/i18n.md "Mails"): its Content-Language. */
    language: text('language').$type<Locale>(),
    attachments: jsonb('attachments').$type<MailAttachmentJson[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /**
     * Null: the message stays here (the sandbox mailbox). 'smtp': queued for the mail job, which
     * sends it and then blanks subject, bodies and attachments.
     */
    deliverBy: text('deliver_by').$type<'smtp'>(),
    /** Failed delivery attempts and the last reason (the job retries with backoff). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_to_address_idx').on(t.toAddress, t.createdAt),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

export const SUPPORT_MESSAGE_KINDS = ['message', 'addition', 'second_policy'] as const;
export type SupportMessageKind = (typeof SUPPORT_MESSAGE_KINDS)[number];

/** Every message to support (docs/product.md "Dashboard", "Upload wizard", "Calls" send-message, requestAddition), kept as sent. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<SupportMessageKind>().notNull(),
    /** The signed-in sender; null for a visitor (the upload wizard). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_account_id_idx').on(t.accountId),
    index('support_messages_policy_id_idx').on(t.policyId),
    index('support_messages_created_at_idx').on(t.createdAt),
    check('support_messages_kind_check', oneOf(t.kind, SUPPORT_MESSAGE_KINDS)),
  ],
);

export type SupportMessage = typeof supportMessages.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
