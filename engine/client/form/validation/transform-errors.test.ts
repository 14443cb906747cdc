import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { dialogJsonSchema } from '../../../schema/dialog-json-schema';
import { fixtureEntities } from '../stories/entity-fixtures';
import { entityFormValidator } from './form-validator';
import { transformEntityErrors } from './transform-errors';

function errorsOf(entityName: keyof typeof fixtureEntities, dialog: string, data: Record<string, unknown>) {
  const schema = dialogJsonSchema(fixtureEntities[entityName], dialog) as RJSFSchema;
  const { errors, errorSchema } = entityFormValidator.validateFormData(data, schema, undefined, transformEntityErrors);
  return { errors: errors.map(({ property, message }) => ({ property, message })), errorSchema };
}

describe('entity form validation (ajv-errors through rjsf)', () => {
  it('moves required messages from the object to each missing field', () => {
    expect(errorsOf('dic', 'add', {}).errors).toEqual([
      { property: '.type', message: '类型为必输项' },
      { property: '.description', message: '描述/名称为必输项' },
      { property: '.val', message: '值为必输项' },
      { property: '.sort', message: '排序为必输项' },
    ]);
  });

  it('drops the if/then rule\'s own "must match then" and keeps the seed message', () => {
    const { errors, errorSchema } = errorsOf('acct', 'add', { type: '01', acctName: '张三', passWord: 'secret1' });
    expect(errors).toEqual([{ property: '.cellPhone', message: '医院级标准用户必须输入手机号' }]);
    expect(errorSchema).toEqual({ cellPhone: { __errors: ['医院级标准用户必须输入手机号'] } });
  });

  it('keeps rule messages on their field', () => {
    expect(errorsOf('dic', 'add', { type: 'T', description: 'd', val: 'v', sort: 0 }).errors).toEqual([
      { property: '.sort', message: '排序为1至32767的整数' },
    ]);
    expect(errorsOf('acct', 'add', { type: '03', acctName: '张三', passWord: 'secret1', cellPhone: '1380000' }).errors).toEqual([
      { property: '.type', message: '新增账号只能为医院级标准用户或非标准用户' },
      { property: '.cellPhone', message: '请输入11位数字格式手机号' },
    ]);
  });

  it('treats null and empty strings as absent, as the server does', () => {
    expect(errorsOf('dic', 'edit', { type: '', description: null, val: 'v', sort: 5 }).errors).toEqual([
      { property: '.type', message: '类型为必输项' },
      { property: '.description', message: '描述/名称为必输项' },
    ]);
  });
});
