/**
 * An expected problem of a backup or restore (a missing program, a target that already holds data,
 * a file that is not a backup): the command prints its message alone, no stack trace, and exits 1.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
