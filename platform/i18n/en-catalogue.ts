import enCore from '../../locales/en.json';
import enShell from '../../locales/en/shell.json';
import enEngine from '../../locales/en/engine.json';
import enEngineForm from '../../locales/en/engine-form.json';
import enDashboard from '../../locales/en/dashboard.json';
import enScreens from '../../locales/en/screens.json';
import enCockpitFrame from '../../locales/en/cockpits/frame.json';

/**
 * The English catalogue, shaped like catalogues.ts's Chinese one. Its own chunk: i18n.ts imports it
 * only when English is chosen.
 */
export const enCatalogue = {
  ...enCore,
  shell: enShell,
  engine: { ...enEngine, form: enEngineForm },
  dashboard: enDashboard,
  screens: enScreens,
  cockpit: { frame: enCockpitFrame },
};
