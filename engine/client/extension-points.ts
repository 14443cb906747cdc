// Where the console plugs its own parts into the engine by name: form widgets, action components,
// expanded-row panels, and parts downloaded when first shown. Registries only: the console's
// register modules load this at start, before any screen.
export {
  registerActionComponent,
  registerExpandedPanel,
  type ActionComponentProps,
  type ExpandedPanelProps,
} from './actions/action-registry';
export { hasWidget, registerWidget, type RegisterWidgetOptions } from './form/widget-registry';
export { lazyComponent } from './registry';
