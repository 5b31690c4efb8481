import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the first paint (effects run once the page has painted), in a
 * transition that React renders in slices, so they never hold up the first view nor make one long
 * task of it. `fallback` keeps their place meanwhile.
 */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
