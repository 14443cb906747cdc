import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Result, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntityScreen } from '../../engine/client';
import { sessionAtom } from '../../platform/state/session-atoms';
import { entityDataProvider, fetchEntitySchema } from './entity-api';
import { permitsFor } from './entity-permits';
import styles from './EntityRoutePage.module.css';
// Registers the screens' own widgets, actions and panels before a schema screen renders.
import './register-screen-extensions';

/**
 * One generated admin screen: loads the entity's schema from the server and lets the engine render
 * it. `name` comes from the server's list of entities, by route (entity-screen-routes.tsx), or from /entity/:name.
 */
export function EntityRoutePage({ name }: { name?: string }) {
  const params = useParams();
  const entityName = name ?? params.name ?? '';
  const { t } = useTranslation();
  const { isAdmin, authIdList } = useAtomValue(sessionAtom);
  const permits = useMemo(() => permitsFor({ isAdmin, authIdList }), [isAdmin, authIdList]);
  const schema = useQuery({ queryKey: ['entity-schema', entityName], queryFn: () => fetchEntitySchema(entityName), staleTime: Infinity });
  if (schema.isPending) {
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  }
  if (schema.isError) return <Result status="404" title={t('screens.schemaMissing', { name: entityName })} />;
  return <EntityScreen key={schema.data.name} entity={schema.data} provider={entityDataProvider} permits={permits} />;
}
