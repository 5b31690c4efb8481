import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: a search asks the server after the member stops
 * typing, not on every key. Compare the two to know that an answer is still to come.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
