import type { ReactElement } from 'react';
import {
  IconApps,
  IconBook,
  IconCalendar,
  IconCode,
  IconCommon,
  IconDashboard,
  IconFile,
  IconHistory,
  IconHome,
  IconStorage,
  IconLock,
  IconMessage,
  IconMobile,
  IconNotification,
  IconSafe,
  IconSchedule,
  IconSend,
  IconSettings,
  IconTool,
  IconUser,
  IconUserGroup,
} from '@arco-design/web-react/icon';

/** Menu icon names (the `icon` of a menu or route) mapped to Arco icons; unknown names get a file icon. */
const ICONS: Record<string, () => ReactElement> = {
  apps: () => <IconApps />,
  book: () => <IconBook />,
  calendar: () => <IconCalendar />,
  code: () => <IconCode />,
  common: () => <IconCommon />,
  dashboard: () => <IconDashboard />,
  file: () => <IconFile />,
  history: () => <IconHistory />,
  home: () => <IconHome />,
  layers: () => <IconStorage />,
  lock: () => <IconLock />,
  message: () => <IconMessage />,
  mobile: () => <IconMobile />,
  notification: () => <IconNotification />,
  safe: () => <IconSafe />,
  schedule: () => <IconSchedule />,
  send: () => <IconSend />,
  settings: () => <IconSettings />,
  tool: () => <IconTool />,
  user: () => <IconUser />,
  'user-group': () => <IconUserGroup />,
};

export function MenuIcon({ name }: { name: string | null }) {
  const render = (name && ICONS[name]) || ICONS.file!;
  return render();
}
