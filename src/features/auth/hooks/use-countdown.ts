import { useEffect, useState } from 'react';

/**
 * A whole-second countdown from `seconds` to 0 that starts on mount; `restart()` starts it
 * again. It reads the clock rather than counting ticks, so a throttled background tab
 * still ends on time.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return {
    remaining,
    restart: () => {
      setDeadline(Date.now() + seconds * 1000);
      setRemaining(seconds);
    },
  };
}
