import { createContext, useContext } from 'react';

/**
 * Whether a figure may link to its list. The dashboard page answers from the session (see
 * logic/figure-access.ts); panels shown alone (stories, panel tests) link every positive figure.
 */
export const FigureAccessContext = createContext<(href: string) => boolean>(() => true);

/** The href when the user may open it, else null (the figure stays plain text). */
export function useOpenableHref(): (href: string | null) => string | null {
  const canOpen = useContext(FigureAccessContext);
  return (href) => (href && canOpen(href) ? href : null);
}
