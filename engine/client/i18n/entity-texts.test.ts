import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishByEntity } from '../../schema/entity-english';
import { entityTexts } from '../../schema/entity-texts';
import { allEntities } from '../stories/sample-entities';
import { loadEntityEnglish, ownEnglishOf, setEntityEnglishSource, translateEntityText } from './entity-texts';

/** Every schema of schemas/ as the server serves it (extends applied), so inherited texts count too. */
const entities = Object.values(allEntities);
const chinese = /[\u4e00-\u9fff]/;

describe('English for entity schemas', () => {
  // The console loads the English the server serves when English is chosen: the resolved schemas' `english`.
  beforeAll(() => {
    setEntityEnglishSource(async () => englishByEntity(entities));
    return loadEntityEnglish();
  });

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    "%s: every text of the schema has English beside it (schemas/<name>.en.json, or the schema's inline english)",
    (name, entity) => {
      const own = ownEnglishOf(name);
      const untranslated = entityTexts(entity).filter((text) => chinese.test(text) && own[text] === undefined);
      expect(untranslated).toEqual([]);
    },
  );

  it('keeps no entity English in locales/en/entities: it lives beside its schema', () => {
    const folder = path.resolve(__dirname, '../../../locales/en/entities');
    expect(fs.readdirSync(folder)).toEqual(['_common.json']);
  });

  it('reads the entity’s own file first: one Chinese word, translated per screen', () => {
    expect(translateEntityText('保养人', 'en', 'task-maintain')).toBe(ownEnglishOf('task-maintain').保养人);
    expect(translateEntityText('设备', 'en', 'hosp-mtc-record')).toBe(ownEnglishOf('hosp-mtc-record').设备);
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
