import { hasWidget, registerWidget, lazyComponent } from '../../../engine/client/extension-points';

/**
 * The hospital screen's form widgets: the province / city / district cascade, and `hidden` for the
 * division names that ride along with the codes (rjsf hides a field whose widget is `hidden`).
 */
registerWidget(
  'chinaRegion',
  lazyComponent(() => import('./ChinaRegionWidget').then((m) => m.ChinaRegionWidget)),
);
if (!hasWidget('hidden')) registerWidget('hidden', () => null);
