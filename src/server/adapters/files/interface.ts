import type { Db, DbTransaction } from '../../db/client';

/** A file to keep: its bytes, what they are, and whose they are. */
export interface FileToStore {
  data: Buffer;
  contentType: string;
  /** The name as uploaded, for downloads only; files are addressed by their generated id. */
  fileName: string;
  ownerTenantId: number | null;
}

export interface StoredFileInfo {
  id: string;
  contentType: string;
  fileName: string;
  byteSize: number;
}

/**
 * Uploaded files (proofs of insurance; docs/architecture.md): the database by
 * default, so every replica sees them; an object store is a later option. Files are stored by a
 * generated id, never by a name the client chose. `tx` lets a file be stored in the transaction
 * of the record that points at it, so a refused upload leaves nothing behind.
 */
export interface FileStorage {
  readonly kind: 'database';
  put(file: FileToStore, tx?: Db | DbTransaction): Promise<StoredFileInfo>;
  /** The file's bytes and details; null when there is no such file. */
  get(id: string, tx?: Db | DbTransaction): Promise<(StoredFileInfo & { data: Buffer }) | null>;
  /** Names of several files at once (the policy lists). */
  names(ids: string[]): Promise<Map<string, string>>;
}
