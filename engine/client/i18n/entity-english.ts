/**
 * Every entity's English file (`locales/en/entities/<name>.json`), in one chunk of its own:
 * entity-texts.ts imports this module only when English is chosen, so a Chinese session never
 * downloads it.
 */
export const entityEnglishFiles = import.meta.glob<Record<string, string>>('../../../locales/en/entities/*.json', {
  eager: true,
  import: 'default',
});
