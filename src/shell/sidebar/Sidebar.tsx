import { useEffect, useRef, useState } from 'react';
import { Menu } from '@arco-design/web-react';
import { IconDashboard } from '@arco-design/web-react/icon';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShellRoute } from '../../../platform/routing/menu-routes';
import { deviceAtom, mobileSidebarOpenAtom, sidebarOpenedAtom } from '../../../platform/state/ui-atoms';
import { useShell } from '../layout/shell-context';
import { useHeaderTitle } from '../topbar/use-header-title';
import { MenuIcon } from './menu-icons';
import { markGroupHeaders } from './sidebar-aria';
import styles from './Sidebar.module.css';

export interface SidebarMenuProps {
  routes: ShellRoute[];
  /** Path of the page on screen: selected, and its groups open. */
  activePath: string | null;
  activeGroups: string[];
  collapsed: boolean;
  hrefOf: (path: string) => string;
  onNavigate?: () => void;
}

/** The menu tree of the sidebar; leaves are real links (open in a new tab works). */
export function SidebarMenu({ routes, activePath, activeGroups, collapsed, hrefOf, onNavigate }: SidebarMenuProps) {
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroups);
  const groupsKey = activeGroups.join('|');
  // Arriving on a page opens the groups above it; groups the user opened stay open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the groups' names (groupsKey), as the array is new on every render of the shell.
  useEffect(() => {
    setOpenKeys((open) => [...new Set([...open, ...activeGroups])]);
  }, [groupsKey]);

  // Open, the sidebar is a navigation of links and group buttons (the disclosure pattern), not an
  // ARIA menu: Arco's roles are replaced (sidebar-aria.ts). Collapsed, groups pop up as Arco's menus.
  const asNavigation = !collapsed;
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (menuRef.current) markGroupHeaders(menuRef.current, asNavigation);
  });

  const render = (route: ShellRoute, level: number) => {
    const icon = level === 0 ? <MenuIcon name={route.meta.icon} /> : null;
    if (route.children.length > 0) {
      return (
        <Menu.SubMenu
          key={route.path}
          // Collapsed, these props land on the pop-up group's header, a menu item of the root menu.
          {...(asNavigation ? {} : { role: 'menuitem' })}
          title={
            <>
              {icon}
              {route.meta.title}
            </>
          }
        >
          {route.children.map((child) => render(child, level + 1))}
        </Menu.SubMenu>
      );
    }
    return (
      <Menu.Item key={route.path} {...(asNavigation ? { role: 'none', tabIndex: undefined } : { tabIndex: -1 })}>
        <Link
          to={hrefOf(route.path)}
          className={styles.link}
          onClick={onNavigate}
          aria-current={route.path === activePath ? 'page' : undefined}
        >
          {icon}
          {route.meta.title}
        </Link>
      </Menu.Item>
    );
  };

  return (
    <Menu
      ref={menuRef}
      {...(asNavigation ? { role: 'none' } : {})}
      className={asNavigation ? `${styles.menu} ${styles.wrapping}` : styles.menu}
      collapse={collapsed}
      selectedKeys={activePath ? [activePath] : []}
      openKeys={openKeys}
      onClickSubMenu={(_key, keys) => setOpenKeys(keys)}
    >
      {routes.map((route) => render(route, 0))}
    </Menu>
  );
}

/** Sidebar built from the permitted routes: 210 px, collapsible, a drawer on mobile devices. */
export function Sidebar() {
  const { t } = useTranslation();
  const shell = useShell();
  const opened = useAtomValue(sidebarOpenedAtom);
  const device = useAtomValue(deviceAtom);
  const [mobileOpen, setMobileOpen] = useAtom(mobileSidebarOpenAtom);
  const mobile = device === 'mobile';
  const collapsed = !mobile && !opened;
  const classes = [
    styles.sidebar,
    collapsed ? styles.collapsed : '',
    mobile ? styles.mobile : '',
    mobile && mobileOpen ? styles.mobileOpen : '',
  ];
  // One product name: the header's (the system_maintenance / iMES_TYPE parameter, else the app title).
  const productName = useHeaderTitle();

  return (
    <aside id="shell-sidebar" className={classes.join(' ')} aria-label={t('shell.sidebar.label')} aria-hidden={mobile && !mobileOpen}>
      <div className={styles.logo}>
        <IconDashboard />
        {collapsed ? null : (
          <span id="shell-product-name" className={styles.productName} title={productName}>
            {productName}
          </span>
        )}
      </div>
      <SidebarMenu
        routes={shell.shownRoutes}
        activePath={shell.current?.route.path ?? null}
        activeGroups={shell.current?.ancestors.map((route) => route.path) ?? []}
        collapsed={collapsed}
        hrefOf={shell.hrefOf}
        onNavigate={mobile ? () => setMobileOpen(false) : undefined}
      />
    </aside>
  );
}
