import { hasWidget, registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/**
 * The reference documents' form widget (schemas/operation-doc.json): a manual's related menu,
 * chosen in a hospital's menu tree, with its name in a hidden field beside it.
 */
registerWidget(
  'hospMenuSelect',
  lazyComponent(() => import('./HospMenuSelectWidget').then((m) => m.HospMenuSelectWidget)),
);
if (!hasWidget('hidden')) registerWidget('hidden', () => null);
