import { Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { EntitySchema } from '../schema/entity-types';
import type { EntityDataProvider } from './data/data-provider';
import type { Permits } from './permissions';
import { screenRegistry } from './screen-registry';

/** The URL parameter naming the page's hospital (seed 001 section 2). */
export const HOSP_CODE_PARAM = 'hosp_code';

export interface EntityScreenProps {
  entity: EntitySchema;
  provider: EntityDataProvider;
  permits?: Permits | undefined;
}

/** The screen for a schema, chosen by its kind from the registry, working in the URL's hosp_code. */
export function EntityScreen({ entity, provider, permits }: EntityScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hospCode = params.get(HOSP_CODE_PARAM) || undefined;
  const Screen = screenRegistry.get(entity.kind);
  if (!Screen) return <Result status="error" title={t('engine.screen.unknownKind', { kind: entity.kind })} />;
  // Another hospital is another data set: the screen starts over (selection, tree choice) with it.
  return <Screen key={hospCode ?? ''} entity={entity} provider={provider} hospCode={hospCode} permits={permits} />;
}
