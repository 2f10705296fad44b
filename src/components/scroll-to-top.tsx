import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the window to the top on every path change (spec §1): smoothly, or at once when
 * the user prefers reduced motion. Query and hash changes keep the scroll position.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, [pathname]);
  return null;
}
