import { Link } from 'react-router-dom';
import type { MenuNode } from '../../api/session-types';
import { menuHref } from './visible-menus';
import styles from './MenuTree.module.css';

export interface MenuTreeProps {
  /** Already filtered by visibleMenus. */
  menus: MenuNode[];
  hospCode: string;
}

/** The user's menus as nested links; a group without children of its own is a plain label. */
export function MenuTree({ menus, hospCode }: MenuTreeProps) {
  return (
    <ul className={styles.tree}>
      {menus.map((menu) => (
        <li key={menu.id} className={styles.item}>
          {menu.children.length > 0 ? (
            <>
              <span className={styles.group}>{menu.menuName}</span>
              <MenuTree menus={menu.children} hospCode={hospCode} />
            </>
          ) : (
            <Link to={menuHref(menu.path, hospCode)}>{menu.menuName}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}
