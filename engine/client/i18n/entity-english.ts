/**
 * The engine's own English for the texts every entity shares (`locales/en/entities/_common.json`:
 * ID, 创建时间, 请选择医院 ...), in a chunk of its own that entity-texts.ts imports only when
 * English is chosen. Each entity's English comes from the server with its schema.
 */
export { default as commonEntityEnglish } from '../../../locales/en/entities/_common.json';
