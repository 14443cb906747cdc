import { describe, expect, it } from 'vitest';
import { allEntities } from '../stories/sample-entities';
import { fieldOfMessage } from './server-message-field';

const { dic, acct, hosp } = allEntities;
const quartzJob = allEntities['quartz-job']!;
const wx = allEntities['hosp-wx-interface']!;

describe('fieldOfMessage', () => {
  it('finds required messages, of the dialog and of its when-rules', () => {
    expect(fieldOfMessage(dic!, 'add', '类型为必输项')).toBe('type');
    expect(fieldOfMessage(acct!, 'add', '非用户类型必须输入账号')).toBe('acctNo');
    expect(fieldOfMessage(acct!, 'add', '医院级标准用户必须输入手机号')).toBe('cellPhone');
  });

  it("finds rule messages: the dialog's, the field's own and generated ones", () => {
    expect(fieldOfMessage(dic!, 'edit', '排序为1至32767的整数')).toBe('sort');
    expect(fieldOfMessage(acct!, 'edit', '请输入11位数字格式手机号')).toBe('cellPhone');
    expect(fieldOfMessage(hosp!, 'edit', '经度应为-180至180之间的数字')).toBe('longitude');
    expect(fieldOfMessage(dic!, 'add', '类型长度不能超过64个字符')).toBe('type');
  });

  it("puts a unique rule's message at the last of its fields in the dialog", () => {
    expect(fieldOfMessage(dic!, 'add', '该类型下已存在相同的值')).toBe('val');
    expect(fieldOfMessage(acct!, 'add', '账号已存在')).toBe('acctNo');
  });

  it("finds a list item's message at the list", () => {
    expect(fieldOfMessage(wx, 'edit', '请输入标签')).toBe('deviceShow');
  });

  it("reads the server's own texts by the field title they start with, longest title first", () => {
    expect(fieldOfMessage(quartzJob, 'add', '任务名称为必输项')).toBe('jobName');
    expect(fieldOfMessage(quartzJob, 'add', 'Cron表达式无效：需要5至7个以空格分隔的部分')).toBe('cronExpression');
    expect(fieldOfMessage(acct!, 'edit', '账号类型不在可选范围内')).toBe('type');
  });

  it("leaves other messages to the form's top", () => {
    expect(fieldOfMessage(dic!, 'edit', '记录不存在')).toBeUndefined();
    expect(fieldOfMessage(dic!, 'edit', '')).toBeUndefined();
    expect(fieldOfMessage(dic!, 'nope', '类型为必输项')).toBeUndefined();
  });
});
