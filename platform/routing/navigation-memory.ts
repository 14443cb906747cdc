/**
 * Which page the user came from. The shell asks when it mounts, to tell a hospital just chosen on
 * /welcome (which opens the subsystem dialog) from any other arrival. The route guard records
 * each page it lets through; depending on whether the shell's code was already loaded, the
 * shell mounts before or after the guard has recorded the page it mounts on, so the answer
 * skips that page either way.
 */
let current: string | null = null;
let previous: string | null = null;

export function rememberShownPath(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The page shown before `pathname` (the page being arrived at). */
export function arrivedFrom(pathname: string): string | null {
  return current === pathname ? previous : current;
}
