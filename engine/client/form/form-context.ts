import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../schema/entity-types';
import type { LookupOptionsAnswer, LookupOptionsRequest } from '../../schema/lookup-picker';
import type { FileUploader } from '../data/upload-client';
import type { FormValues } from './model/form-data';
import type { OptionsLoader } from './options/options-loader';

/** What every widget of an entity form can reach through rjsf's `formContext`. */
export interface EntityFormContext {
  /** The entity whose English file translates the form's texts first (schemas/<name>.en.json, served with the schemas). */
  entityName?: string;
  /** Loads dictionary and resource options (the data provider's `options`). */
  loadOptions?: OptionsLoader;
  /** The hospital the form works in: hospital-scoped option lists depend on it. */
  hospCode?: string;
  /** The form's current values, for a widget whose choices follow another field (a city under its province). */
  formData?: FormValues;
  /** Sets another field of the form (a province change clears city and district); undefined clears it. */
  setFieldValue?(name: string, value: unknown): void;
  /** Sends a file for the upload widgets (the data provider's `upload`). */
  upload?: FileUploader;
  /** The lookup picker's call for this form's entity (the data provider's `lookupOptions`). */
  loadLookupOptions?: LookupLoader;
  /**
   * True once a submit was tried (validation then follows every change): a widget that shows
   * messages inside itself (a list's items) shows them from then on, like the form's fields.
   */
  validated?: boolean;
  /**
   * Batch dialogs: each field the user may choose to change gets a 修改 tick beside its label;
   * an unticked field is greyed and not sent (editing it ticks it).
   */
  fieldChoice?: {
    choosable: readonly string[];
    chosen: readonly string[];
    toggle(name: string, on: boolean): void;
  };
}

/** Asks the records a lookup field of the form's entity may name (engine/schema/lookup-picker.ts). */
export type LookupLoader = (request: LookupOptionsRequest) => Promise<LookupOptionsAnswer>;

/** The data provider's lookup picker bound to the entity, when the form was given a provider that has one. */
export function lookupLoaderOf(provider: object, entity: EntitySchema): LookupLoader | undefined {
  const { lookupOptions } = provider as {
    lookupOptions?: (entity: EntitySchema, request: LookupOptionsRequest) => Promise<LookupOptionsAnswer>;
  };
  return typeof lookupOptions === 'function' ? (request) => lookupOptions.call(provider, entity, request) : undefined;
}

/** The data provider's upload, when the form was given a provider (not a bare options loader). */
export function uploaderOf(provider: object): FileUploader | undefined {
  const upload = (provider as { upload?: unknown }).upload;
  return typeof upload === 'function' ? (upload as FileUploader) : undefined;
}

export function entityFormContextOf(props: Pick<WidgetProps, 'registry'>): EntityFormContext {
  return (props.registry.formContext ?? {}) as EntityFormContext;
}

/** The form's entity name, for useEntityText in templates and widgets. */
export const formEntityNameOf = (props: Pick<WidgetProps, 'registry'>): string | undefined => entityFormContextOf(props).entityName;
