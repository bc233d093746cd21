import { useEffect, useRef, useState } from 'react';

/**
 * What `load` answers, read when the component mounts and again whenever `key` changes; `initial` until it
 * answers, and when it fails (a panel that has nothing to show shows nothing). An answer that comes after
 * the key changed, or after the component went away, is dropped.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let stopped = false;
    loadRef.current().then(
      (found) => !stopped && setValue(found),
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, [key]);
  return value;
}
