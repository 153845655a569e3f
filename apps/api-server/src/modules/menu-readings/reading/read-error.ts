/**
 * Why a file could not be read. The job that reads it (../jobs) turns it into the error the owner
 * sees; `message` is that text, written for an owner, and nothing of the menu is saved.
 */
export type ReadErrorCode =
  | 'unsupported_file'
  | 'broken_file'
  | 'encrypted_pdf'
  | 'too_many_pages'
  | 'file_too_large'
  | 'image_too_small'
  | 'image_too_large'
  | 'too_complex'
  | 'no_dishes_found'
  | 'cancelled';

export class MenuReadError extends Error {
  constructor(
    readonly code: ReadErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MenuReadError';
  }
}
