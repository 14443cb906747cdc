// Samples for the stories and tests of the console (never imported by the app). The render helpers
// (test-support/) stay out: they register vitest hooks that need a DOM when imported.
export { allEntities, sampleEntities } from './stories/sample-entities';
export { sampleAcct, sampleDic, sampleResources, sampleTables } from './stories/sample-tables';
export { storyProvider, withQueryClient } from './stories/story-support';
export { arcoThemeProps } from './form/arco-theme';
export { entityFormValidator } from './form/validation/form-validator';
export { loadEntityForm } from './form/lazy-entity-form';
