import { Message } from '@arco-design/web-react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { readToken } from '../../../platform/session/token-cookie';
import { sessionAtom } from '../../../platform/state/session-atoms';
import { subsystemDialogAtom } from '../../../platform/state/shell-atoms';
import { subsystemApi } from './subsystem-api';
import { enabledSubsystems, subsystemUrl } from './subsystems';
import { SubsystemDialogView } from './SubsystemDialogView';

/** After a hospital is chosen: open one of the four subsystems in a new window, carrying tk. */
export function SubsystemDialog() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(subsystemDialogAtom);
  const session = useAtomValue(sessionAtom);
  const hospital = session.hospInfos.find((candidate) => candidate.hospCode === dialog.hospCode);
  const token = readToken();
  const visible = dialog.open && hospital !== undefined;
  const links = useQuery({
    queryKey: ['subsystem-links'],
    queryFn: subsystemApi.links,
    enabled: visible,
    staleTime: Infinity,
    meta: { shell: true },
  });
  const auth = useQuery({
    queryKey: ['subsystem-auth', hospital?.id],
    queryFn: () => subsystemApi.authCheck(token ?? '', hospital?.id ?? ''),
    enabled: visible && token !== null,
    meta: { shell: true },
  });

  return (
    <SubsystemDialogView
      visible={visible}
      hospitalName={hospital?.hospName ?? ''}
      loading={links.isPending || auth.isPending}
      enabled={enabledSubsystems(auth.data, links.data?.links)}
      onOpen={(key) => {
        const base = links.data?.links[key];
        if (!base || !token || !hospital) return;
        window.open(subsystemUrl(base, key, token, hospital.hospCode), '_blank', 'noopener');
      }}
      onRefused={() => Message.warning(t('shell.subsystems.refused'))}
      onClose={() => setDialog({ open: false, hospCode: null })}
    />
  );
}
