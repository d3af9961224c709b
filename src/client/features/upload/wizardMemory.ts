import type { UploadFile } from '../../../domain/upload/payload';

/**
 * What every step gets from the wizard besides the persisted slice: the chosen PDF and a new
 * tenant's password, held in memory only (a reload asks for them again), and the 'contact us'
 * dialog's opener (the account-issue text links to it).
 */
export interface WizardMemory {
  file: UploadFile | null;
  onFile: (file: UploadFile | null) => void;
  password: string;
  onPassword: (password: string) => void;
  onContact: () => void;
}
