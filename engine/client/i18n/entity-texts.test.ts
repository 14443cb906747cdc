import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityTexts } from '../../schema/entity-texts';
import { loadEntity } from '../../schema/load-entity';
import { translateEntityText } from './entity-texts';

const schemasDir = path.resolve(__dirname, '../../../schemas');
const entities = fs
  .readdirSync(schemasDir)
  .filter((file) => file.endsWith('.json') && file !== 'entity.schema.json')
  .map((file) => loadEntity(JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8')), file));

describe('English for entity schemas', () => {
  it.each(entities.map((entity) => [entity.name, entity] as const))('%s: every text of the schema has an English entry', (_name, entity) => {
    const untranslated = entityTexts(entity).filter((text) => translateEntityText(text, 'en') === text && /[\u4e00-\u9fff]/.test(text));
    expect(untranslated).toEqual([]);
  });

  it('keeps Chinese as it is in zh', () => {
    expect(translateEntityText('类型为必输项', 'zh')).toBe('类型为必输项');
  });

  it('translates generated messages by template, with the translated field title', () => {
    expect(translateEntityText('类型长度不能超过64个字符', 'en')).toBe('Type must be at most 64 characters');
    expect(translateEntityText('排序必须为整数', 'en')).toBe('Sort order must be an integer');
    expect(translateEntityText('创建时间格式不正确', 'en')).toBe('Created is not in the right format');
  });

  it('translates server refusals the schemas define', () => {
    expect(translateEntityText('请先删除子级部门', 'en')).toBe('Delete the sub-departments first');
  });
});
