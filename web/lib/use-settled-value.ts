import { useEffect, useState } from 'react';

/**
 * The value once it has stood still for `ms` (a search box asks the server when typing pauses,
 * not once per key). The first value is answered at once.
 */
export function useSettledValue<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
