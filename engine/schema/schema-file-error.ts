/**
 * A schema file the catalogue cannot serve: a start-up stops with this message, which names the
 * file and says what is wrong in it (`实体定义有误 (schemas/x.json): fields.a.title: …`), the way a
 * failed migration names its schema and migration.
 */
export class SchemaFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`实体定义有误 (${file}):${problems.length === 1 ? ` ${problems[0]}` : `\n  ${problems.join('\n  ')}`}`);
    this.name = 'SchemaFileError';
  }
}
