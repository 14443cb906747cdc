import { useContext } from 'react';
import { ConfigProvider } from '@arco-design/web-react';

/**
 * Arco's Form.Item class names under the app's prefix. Our templates draw Form.Item's markup with
 * them (rather than Form.Item itself, which needs an Arco Form store) so rjsf fields look and space
 * exactly like the console's other forms.
 */
export function useArcoFormClasses() {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const form = getPrefixCls?.('form') ?? 'arco-form';
  return {
    item: `${form}-item`,
    itemError: `${form}-item-error`,
    itemStatusError: `${form}-item-status-error`,
    layoutHorizontal: `${form}-layout-horizontal`,
    labelItem: `${form}-label-item`,
    requiredSymbol: `${form}-item-symbol`,
    wrapper: `${form}-item-wrapper`,
    controlWrapper: `${form}-item-control-wrapper`,
    control: `${form}-item-control`,
    controlChildren: `${form}-item-control-children`,
    message: `${form}-message`,
    extra: `${form}-extra`,
  };
}
