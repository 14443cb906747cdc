import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../schema/entity-types';
import type { EntityDataProvider } from '../data/data-provider';
import { entityQueryKeys } from '../data/query-keys';
import type { DialogState } from '../dialogs/dialog-state';
import { useEntityText } from '../i18n/entity-texts';
import type { ActionEnvironment } from './action-environment';

/** The environment actions run in, for one screen (list or tree) of one entity in one hospital. */
export function useActionEnvironment(
  entity: EntitySchema,
  provider: EntityDataProvider,
  hospCode: string | undefined,
  dialogs: DialogState,
  filterHospCode?: string | undefined,
): ActionEnvironment {
  const { t } = useTranslation();
  const text = useEntityText(entity.name);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      entity,
      provider,
      hospCode,
      filterHospCode,
      t,
      text: (zh: string) => text(zh, entity.name),
      openDialog: dialogs.openDialog,
      navigate: (path: string) => navigate(path),
      refresh: () => queryClient.invalidateQueries({ queryKey: entityQueryKeys(entity).scope(hospCode) }),
    }),
    [entity, provider, hospCode, filterHospCode, t, text, dialogs.openDialog, navigate, queryClient],
  );
}
