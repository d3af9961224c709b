import type { Db } from '../../db/client';
import { databaseFiles } from './database';
import type { FileStorage } from './interface';

export type { FileStorage, FileToStore, StoredFileInfo } from './interface';
export { FILE_ID } from './database';

/** The database for now; an object store would be chosen here by configuration. */
export function filesFromConfig(db: Db): FileStorage {
  return databaseFiles(db);
}
