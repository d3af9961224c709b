/**
 * The data-export job (docs/privacy.md "Your rights", docs/jobs.md): prepares the copy of a
 * tenant's data a request asked for (documents/dataExportFile.ts), stores it with the hash of a
 * new link token and mails the link, in one transaction that records only while the request is
 * still preparing: a job run twice, or by two replicas, mails once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { DATA_EXPORT_LINK_DAYS } from '../../domain/dataExport';
import { DAY_MS } from '../../domain/calendar';
import { hashToken, newToken } from '../auth/tokens';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import {
  dataExportFileName,
  dataExportZip,
  readmeText,
  safeFileName,
  type ExportDocument,
} from '../documents/dataExportFile';
import { dataExportReadyMail } from '../mail/dataExport';
import { findAccountById } from '../repositories/accounts';
import {
  claimPhotoBytes,
  EXPORTED_TABLES,
  exportedRows,
  type ExportOwner,
} from '../repositories/dataExportRows';
import { failDataExport, finishDataExport, preparingDataExport } from '../repositories/dataExports';
import { findTenant } from '../repositories/tenants';
import { DATA_EXPORT_QUEUE } from './queue';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'files' | 'mail' | 'config'>;

/** The path of a download, as mailed. */
export const dataExportPath = (token: string) => `/v2/data-export/${token}`;

interface MailAttachmentRow {
  filename: string;
  contentType: string;
  base64?: string;
}

/**
 * Every table's rows of the owner, and their documents: the stored files (through the file
 * storage), the claim photos, and the mail attachments (taken out of the rows into files).
 */
async function collect(ctx: Ctx, owner: ExportOwner) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const documents: ExportDocument[] = [];
  for (const table of Object.keys(EXPORTED_TABLES)) {
    tables[table] = await exportedRows(ctx.db, table, owner);
    await nextTurn();
  }
  for (const row of tables.stored_files ?? []) {
    const file = await ctx.files.get(String(row.id));
    if (!file) continue;
    const path = `documents/${file.id}-${safeFileName(file.fileName, 'document')}`;
    documents.push({ path, data: file.data });
    row.file = path;
  }
  const photos = new Map(
    (await claimPhotoBytes(ctx.db, owner.accountId)).map((photo) => [photo.id, photo]),
  );
  for (const row of tables.claim_photos ?? []) {
    const photo = photos.get(String(row.id));
    if (!photo) continue;
    const path = `claim-photos/${photo.id}.${photo.contentType === 'image/png' ? 'png' : 'jpg'}`;
    documents.push({ path, data: photo.data });
    row.file = path;
  }
  for (const row of tables.mail_outbox ?? []) {
    const attachments = (row.attachments ?? []) as MailAttachmentRow[];
    row.attachments = attachments.map(({ base64, ...attachment }, index) => {
      if (!base64) return attachment;
      const path = `mail/${String(row.id)}-${index + 1}-${safeFileName(attachment.filename, 'attachment')}`;
      documents.push({ path, data: Buffer.from(base64, 'base64') });
      return { ...attachment, file: path };
    });
  }
  return { tables, documents };
}

/**
 * Prepares request `id` if it is still preparing: the ZIP, then in one transaction the file,
 * its link's hash and the mail. Answers what happened.
 */
export async function prepareDataExport(ctx: Ctx, id: number): Promise<'ready' | 'skipped'> {
  const request = await preparingDataExport(ctx.db, id);
  if (!request) return 'skipped';
  const account = await findAccountById(ctx.db, request.accountId);
  const tenant = account ? await findTenant(ctx.db, account.tenantId) : null;
  if (!account || !tenant) return 'skipped';
  const owner: ExportOwner = {
    accountId: account.id,
    tenantId: tenant.id,
    emails: [...new Set([account.email, tenant.email].map((e) => e.toLowerCase()))],
  };
  const at = ctx.now();
  const { tables, documents } = await collect(ctx, owner);
  const brand = ctx.config.brand.name;
  const tenantName = `${tenant.firstName} ${tenant.lastName}`.trim();
  const readme = readmeText({
    brand,
    tenantName,
    preparedAt: at,
    tables: Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length])),
    documents: documents.length,
    locale: mailLocale(account.language),
  });
  const data = dataExportZip({ readme, tables, documents, at });
  const token = newToken();
  const expiresAt = new Date(at.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
  const recorded = await ctx.db.transaction(async (tx) => {
    const done = await finishDataExport(tx, id, {
      tokenHash: hashToken(token),
      fileName: dataExportFileName(brand, at),
      data,
      readyAt: at,
      expiresAt,
    });
    if (!done) return false;
    const mail = dataExportReadyMail({
      to: account.email,
      firstName: tenant.firstName,
      url: `${ctx.config.publicUrl}${dataExportPath(token)}`,
      requestedAt: request.requestedAt,
      expiresAt,
      locale: mailLocale(account.language),
    });
    await ctx.mail.send(mail, tx);
    return true;
  });
  return recorded ? 'ready' : 'skipped';
}

export interface DataExportReport {
  ready: number;
  failed: number;
}

/**
 * Runs the queued data-export jobs (a few at a time: each reads all of one tenant's rows). A
 * failure is retried by pg-boss; after its last try the request is marked failed, so the tenant
 * may ask again.
 */
export async function runQueuedDataExports(
  ctx: Ctx,
  boss: PgBoss,
  log: FastifyBaseLogger,
): Promise<DataExportReport> {
  const report = { ready: 0, failed: 0 };
  for (;;) {
    const jobs = await boss.fetch<{ id: number }>(DATA_EXPORT_QUEUE, {
      batchSize: 2,
      includeMetadata: true,
    });
    if (!jobs.length) return report;
    for (const job of jobs) {
      try {
        if ((await prepareDataExport(ctx, job.data.id)) === 'ready') report.ready += 1;
        await boss.complete(DATA_EXPORT_QUEUE, job.id);
      } catch (error) {
        report.failed += 1;
        const last = job.retryCount >= job.retryLimit;
        log.error({ err: error, dataExportId: job.data.id, last }, 'data export failed');
        if (last) await failDataExport(ctx.db, job.data.id);
        await boss.fail(DATA_EXPORT_QUEUE, job.id, { reason: String(error).slice(0, 300) });
      }
    }
  }
}
