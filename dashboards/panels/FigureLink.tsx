import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useOpenableHref } from './figure-access-context';
import styles from './FigureLink.module.css';

export interface FigureLinkProps {
  /** Where the figure leads, or null when it leads nowhere (its count is 0, or there is no list for it). */
  href: string | null;
  children: ReactNode;
  /** Accessible name when the visible text alone is not enough (e.g. just a number). */
  label?: string;
  className?: string;
}

/** A dashboard figure: a link when it has somewhere to go that the user may open, plain text otherwise. */
export function FigureLink({ href: wanted, children, label, className }: FigureLinkProps) {
  const href = useOpenableHref()(wanted);
  if (!href) return <span className={[styles.figure, className].filter(Boolean).join(' ')}>{children}</span>;
  return (
    <Link to={href} aria-label={label} className={[styles.figure, styles.link, className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}
