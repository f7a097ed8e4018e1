/** Invalid or missing content. The message names the file and the field, for the author to fix. */
export class ContentError extends Error {
  readonly file: string;
  readonly field: string;

  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field} ${problem}`);
    this.name = 'ContentError';
    this.file = file;
    this.field = field;
  }
}
