// Files in the database's stored_files table (the default storage).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';
import type { FileStorage } from './interface';

/** stored_files ids are uuids; anything else is no file (and never reaches the query). */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function databaseFiles(db: Db): FileStorage {
  return {
    kind: 'database',
    async put(file, tx) {
      const [row] = await (tx ?? db)
        .insert(storedFiles)
        .values({
          ownerTenantId: file.ownerTenantId,
          contentType: file.contentType,
          fileName: file.fileName,
          byteSize: file.data.length,
          data: file.data,
        })
        .returning({
          id: storedFiles.id,
          contentType: storedFiles.contentType,
          fileName: storedFiles.fileName,
          byteSize: storedFiles.byteSize,
        });
      return row!;
    },
    async get(id, tx) {
      if (!FILE_ID.test(id)) return null;
      const [row] = await (tx ?? db)
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
        .limit(1);
      return row ?? null;
    },
    async names(ids) {
      const valid = ids.filter((id) => FILE_ID.test(id));
      if (valid.length === 0) return new Map();
      const rows = await db
        .select({ id: storedFiles.id, fileName: storedFiles.fileName })
        .from(storedFiles)
        .where(inArray(storedFiles.id, valid));
      return new Map(rows.map((r) => [r.id, r.fileName]));
    },
  };
}
