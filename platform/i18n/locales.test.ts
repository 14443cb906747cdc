import { describe, expect, it } from 'vitest';
import { zhCatalogue } from './catalogues';
import { enCockpit, zhCockpit } from './cockpit-catalogues';
import { enCatalogue } from './en-catalogue';

// Every text the console can show: the first-load Chinese, English (loaded when chosen) and the
// cockpits' texts (loaded with the wall screens), merged as i18n.ts merges them.
const zh = { ...zhCatalogue, cockpit: zhCockpit };
const en = { ...enCatalogue, cockpit: enCockpit };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogues', () => {
  it('zh and en have exactly the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
  });

  it('no value is empty', () => {
    const blank = (catalogue: unknown) =>
      keysOf(catalogue).filter((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof text !== 'string' || text.trim() === '';
      });
    expect(blank(zh)).toEqual([]);
    expect(blank(en)).toEqual([]);
  });

  it('keeps the contract texts of seed 000 exactly', () => {
    expect(zh.login).toMatchObject({
      accountPlaceholder: '请输入账号或手机号',
      passwordPlaceholder: '请输入密码',
      captchaPlaceholder: '请输入图形验证码',
      submit: '登录',
      adminTitle: '管理员登录',
    });
    expect(zh.session).toMatchObject({ logout: '退出登录', timeoutTitle: '登录超时', relogin: '重新登录' });
    expect(zh.http).toMatchObject({
      unreachable: '无法连接服务器,请刷新或稍后再试',
      forbidden: '您所访问的资源不存在，请刷新页面和缓存或联系管理员',
    });
    expect(zh.welcome.title).toBe('请选择医院');
    expect(zh.admin.dashboardTitle).toBe('系统管理员');
    expect(zh.app.title).toBe('医疗设备全生命周期管理平台');
    expect(en.app.title).toBe('Medical Equipment Lifecycle Management Platform');
  });
});
