import { hasWidget, registerWidget } from '../../../engine/client/form/widget-registry';
import { HospMenuSelectWidget } from './HospMenuSelectWidget';

/**
 * The reference documents' form widget (schemas/operation-doc.json): a manual's related menu,
 * chosen in a hospital's menu tree, with its name in a hidden field beside it.
 */
registerWidget('hospMenuSelect', HospMenuSelectWidget);
if (!hasWidget('hidden')) registerWidget('hidden', () => null);
