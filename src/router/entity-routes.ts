import type { RouteObject } from 'react-router-dom';

/** A page of the schema engine's screens, as the shell needs it: where it is and what it is called. */
export interface EntityPage {
  path: string;
  /** `handle.title` of its route, when the engine gives one. */
  title: string | null;
}

function titleOf(route: RouteObject): string | null {
  const handle: unknown = route.handle;
  if (typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string') {
    return (handle as { title: string }).title;
  }
  return null;
}

/** The pages among routes with absolute (or nested relative) paths. */
export function entityPages(routes: RouteObject[], parentPath = ''): EntityPage[] {
  return routes.flatMap((route) => {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : [parentPath.replace(/\/+$/, ''), own].filter(Boolean).join('/');
    const children = entityPages(route.children ?? [], path);
    const isPage = route.index === true || (route.path !== undefined && (route.element !== undefined || route.Component !== undefined || route.lazy !== undefined));
    return isPage && path ? [{ path, title: titleOf(route) }, ...children] : children;
  });
}
