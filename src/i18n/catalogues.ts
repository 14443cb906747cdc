import zhCore from '../../locales/zh.json';
import enCore from '../../locales/en.json';
import zhShell from '../../locales/zh/shell.json';
import enShell from '../../locales/en/shell.json';
import zhEngine from '../../locales/zh/engine.json';
import enEngine from '../../locales/en/engine.json';
import zhDashboard from '../../locales/zh/dashboard.json';
import enDashboard from '../../locales/en/dashboard.json';

/**
 * The catalogues are split by area (core, shell, engine, dashboard, one file per entity schema) so
 * each part of the console owns its strings; they are merged here into one translation namespace:
 * `shell.*`, `engine.*`, `dashboard.*`, `entities.<entity>.*`.
 */
const zhEntities = import.meta.glob<Record<string, unknown>>('../../locales/zh/entities/*.json', {
  eager: true,
  import: 'default',
});
const enEntities = import.meta.glob<Record<string, unknown>>('../../locales/en/entities/*.json', {
  eager: true,
  import: 'default',
});

/** `../../locales/zh/entities/dic.json` -> `dic` */
function byEntityName(files: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(files).map(([path, catalogue]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), catalogue]),
  );
}

export const zhCatalogue = {
  ...zhCore,
  shell: zhShell,
  engine: zhEngine,
  dashboard: zhDashboard,
  entities: byEntityName(zhEntities),
};

export const enCatalogue = {
  ...enCore,
  shell: enShell,
  engine: enEngine,
  dashboard: enDashboard,
  entities: byEntityName(enEntities),
};

/**
 * The typed shape of the keys, taken from the Chinese catalogue (zh is the default language).
 * Entity keys are left out: the engine builds them from schema names at run time.
 */
export type TranslationCatalogue = typeof zhCore & {
  shell: typeof zhShell;
  engine: typeof zhEngine;
  dashboard: typeof zhDashboard;
};
