import { useCallback, useEffect, useRef, useState } from 'react';
import { sampleNow } from '../../../../domain/samples/clock';

/**
 * The demonstration's clock. It starts at the instant the sample data is written against, so the
 * server and the first client render show the same "4m ago" labels; after hydration it runs on
 * with real time, and `now` (for labels) refreshes every `tickMs`.
 */
export function useSampleClock(tickMs = 30_000) {
  const [now, setNow] = useState(sampleNow);
  const mountedAt = useRef<number | null>(null);
  const read = useCallback(() => sampleNow + (mountedAt.current === null ? 0 : Date.now() - mountedAt.current), []);

  useEffect(() => {
    mountedAt.current = Date.now();
    const timer = setInterval(() => setNow(read()), tickMs);
    return () => clearInterval(timer);
  }, [read, tickMs]);

  return { now, read };
}
