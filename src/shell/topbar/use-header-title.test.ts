import { describe, expect, it } from 'vitest';
import { headerTitleFor } from './use-header-title';

describe('headerTitleFor', () => {
  it('shows the parameter in Chinese, and in English when it has no Chinese', () => {
    expect(headerTitleFor('医疗设备全生命周期管理平台', 'zh', '产品名')).toBe('医疗设备全生命周期管理平台');
    expect(headerTitleFor('iMES', 'en', 'Product')).toBe('iMES');
  });

  it('falls back to the product name of the locales: in English for a Chinese value, and for no value', () => {
    expect(headerTitleFor('医疗设备全生命周期管理平台', 'en', 'Medical Equipment Lifecycle Management Platform')).toBe(
      'Medical Equipment Lifecycle Management Platform',
    );
    expect(headerTitleFor(undefined, 'zh', '产品名')).toBe('产品名');
    expect(headerTitleFor('  ', 'en', 'Product')).toBe('Product');
  });
});
