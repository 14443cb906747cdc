import type { OptionSource } from '../../../schema/entity-types';
import type { EntityDataProvider, Option } from '../../data/data-provider';

/** Loads the options of a select: what EntityDataProvider.options does, as a plain function. */
export type OptionsLoader = (source: OptionSource, context: { hospCode?: string }) => Promise<Option[]>;

/** A data provider (anything with `options`) or a bare loader: EntityForm takes either. */
export type OptionsSource = Pick<EntityDataProvider, 'options'> | OptionsLoader;

export function toOptionsLoader(source: OptionsSource): OptionsLoader {
  return typeof source === 'function' ? source : (optionSource, context) => source.options(optionSource, context);
}

/** The key one option list is cached under: its source and the hospital it was asked for. */
export const optionsKey = (source: OptionSource, hospCode: string | undefined): string => JSON.stringify([source, hospCode ?? null]);
