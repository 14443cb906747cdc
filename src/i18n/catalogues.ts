import zhCore from '../../locales/zh.json';
import enCore from '../../locales/en.json';
import zhShell from '../../locales/zh/shell.json';
import enShell from '../../locales/en/shell.json';
import zhEngine from '../../locales/zh/engine.json';
import enEngine from '../../locales/en/engine.json';
import zhEngineForm from '../../locales/zh/engine-form.json';
import enEngineForm from '../../locales/en/engine-form.json';
import zhDashboard from '../../locales/zh/dashboard.json';
import zhScreens from '../../locales/zh/screens.json';
import enScreens from '../../locales/en/screens.json';
import enDashboard from '../../locales/en/dashboard.json';
import { enCockpit, zhCockpit } from './cockpit-catalogues';

/**
 * The catalogues are split by area (core, shell, engine, dashboard, screens) so each part of the
 * console owns its strings; they are merged here into one translation namespace: `shell.*`,
 * `engine.*` (its form widgets in `engine.form.*`), `dashboard.*`, `screens.*`, `cockpit.*`. Entity schemas
 * carry their Chinese texts themselves; their English is in `locales/en/entities/<name>.json`,
 * read by engine/client/i18n.
 */

export const zhCatalogue = {
  ...zhCore,
  shell: zhShell,
  engine: { ...zhEngine, form: zhEngineForm },
  dashboard: zhDashboard,
  screens: zhScreens,
  cockpit: zhCockpit,
};

export const enCatalogue = {
  ...enCore,
  shell: enShell,
  engine: { ...enEngine, form: enEngineForm },
  dashboard: enDashboard,
  screens: enScreens,
  cockpit: enCockpit,
};

/** The typed shape of the keys, taken from the Chinese catalogue (zh is the default language). */
export type TranslationCatalogue = typeof zhCore & {
  shell: typeof zhShell;
  engine: typeof zhEngine & { form: typeof zhEngineForm };
  dashboard: typeof zhDashboard;
  screens: typeof zhScreens;
  cockpit: typeof zhCockpit;
};
