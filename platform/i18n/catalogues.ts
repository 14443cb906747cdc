import zhCore from '../../locales/zh.json';
import zhShell from '../../locales/zh/shell.json';
import zhEngine from '../../locales/zh/engine.json';
import zhEngineForm from '../../locales/zh/engine-form.json';
import zhDashboard from '../../locales/zh/dashboard.json';
import zhScreens from '../../locales/zh/screens.json';
import zhCockpitFrame from '../../locales/zh/cockpits/frame.json';
import type { zhCockpit } from './cockpit-catalogues';

/**
 * The catalogues are split by area (core, shell, engine, dashboard, screens) so each part of the
 * console owns its strings; they are merged here into one translation namespace: `shell.*`,
 * `engine.*` (its form widgets in `engine.form.*`), `dashboard.*`, `screens.*`, `cockpit.*`. Entity schemas
 * carry their Chinese texts themselves; their English lives beside each schema (`<name>.en.json`)
 * and comes from the server (GET /api/entity-texts), read by engine/client/i18n.
 *
 * Only Chinese ships with the first load. English (en-catalogue.ts) loads when it is chosen, and the
 * wall screens' own texts (cockpit-catalogues.ts) with the cockpit pages; `cockpit.frame.*` stays
 * here because the hospital home's PDF export uses it too. See i18n.ts.
 */
export const zhCatalogue = {
  ...zhCore,
  shell: zhShell,
  engine: { ...zhEngine, form: zhEngineForm },
  dashboard: zhDashboard,
  screens: zhScreens,
  cockpit: { frame: zhCockpitFrame },
};

/** The typed shape of the keys, taken from the Chinese catalogue (zh is the default language). */
export type TranslationCatalogue = typeof zhCore & {
  shell: typeof zhShell;
  engine: typeof zhEngine & { form: typeof zhEngineForm };
  dashboard: typeof zhDashboard;
  screens: typeof zhScreens;
  cockpit: typeof zhCockpit;
};
