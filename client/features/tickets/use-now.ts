import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`, so relative dates ("5 minutes ago") stay true
 * on a dashboard left open.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
