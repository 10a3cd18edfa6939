import { useEffect, useState } from 'react';

/** The clock, read again every minute (office hours open and close, 'Today' becomes 'Yesterday'). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
