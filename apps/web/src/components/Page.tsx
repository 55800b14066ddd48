import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { findRoute } from '../lib/routes.ts';
import { useRouteTitle } from '../lib/useRouteTitle.ts';
import { NavBar } from './NavBar.tsx';
import styles from './Page.module.css';

export interface PageProps {
  children: ReactNode;
  /** Defaults to the route table's title of the current page. */
  title?: ReactNode;
  /** Defaults to true except on tab and quit pages. */
  back?: boolean;
  onBack?: () => void;
  right?: ReactNode;
  /** No default padding around the content. */
  flush?: boolean;
  className?: string;
}

/** The frame of a non-tab page: the custom nav bar and the content below it. */
export function Page({ children, title, back, onBack, right, flush, className }: PageProps) {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const routeTitle = useRouteTitle(pathname);
  const showBack = back ?? !(route?.tab !== undefined || route?.quit);
  return (
    <div className={styles.page}>
      <NavBar title={title ?? routeTitle} back={showBack} onBack={onBack} right={right} />
      <main className={`${flush ? styles.flush : styles.content} ${className ?? ''}`}>
        {children}
      </main>
    </div>
  );
}
