import { useMantineEnv } from '@mantine/core';
import { createContext, use, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import classes from './page-transition.module.css';
import { prefersReducedMotion } from './scroll-to-top';

/** How long the old page takes to leave, in ms (the new one then takes as long to enter). */
export const pageLeaveMs = 150;

const LeavingContext = createContext(false);

/**
 * True inside a page that is on its way out. Guards use it to keep showing what they showed
 * instead of redirecting: the page is already being replaced.
 */
export function useIsLeaving(): boolean {
  return use(LeavingContext);
}

type Phase = 'idle' | 'leaving' | 'left';

/**
 * Page changes of spec §1, keyed by `transitionKey` (the path): the old page fades out
 * first, then the new one fades in. While leaving, the old page keeps its last rendered
 * element (so it does not show the new route) and is inert. Redirects (history replace),
 * reduced motion and Mantine's test environment swap at once.
 */
export function PageTransition({
  transitionKey,
  children,
  style,
}: {
  transitionKey: string;
  children: ReactNode;
  /** Style of the wrapper around the page (e.g. to let it grow in a flex column). */
  style?: CSSProperties;
}) {
  const parentLeaving = use(LeavingContext);
  const navigationType = useNavigationType();
  const animate = useMantineEnv() !== 'test' && !prefersReducedMotion();
  // The first page of a visit appears at once; only changes of page animate.
  const [shown, setShown] = useState({ key: transitionKey, node: children, changed: false });
  const [phase, setPhase] = useState<Phase>('idle');

  // Derived state, set during render so the new page never mounts before the old one left.
  if (!parentLeaving) {
    if (transitionKey === shown.key) {
      if (phase !== 'idle') setPhase('idle');
      if (children !== shown.node) setShown({ ...shown, node: children });
    } else if (
      phase === 'left' ||
      (phase === 'idle' && (!animate || navigationType === 'REPLACE'))
    ) {
      setShown({ key: transitionKey, node: children, changed: true });
      setPhase('idle');
    } else if (phase === 'idle') {
      setPhase('leaving');
    }
  }

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('left'), pageLeaveMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const leaving = phase !== 'idle';
  return (
    <LeavingContext value={parentLeaving || leaving}>
      <div
        key={shown.key}
        className={leaving ? classes.leave : animate && shown.changed ? classes.enter : undefined}
        inert={leaving}
        style={style}
      >
        {shown.node}
      </div>
    </LeavingContext>
  );
}
