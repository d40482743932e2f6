import { useCallback, useRef, useState } from 'react';

/**
 * True once the element behind `ref` has been on screen (at least `threshold` of it, a third by default),
 * and from then on.
 * Screens draw costly parts that start off-screen (the dashboard's charts below a phone's fold) when the
 * user scrolls to them, not while the page starts. Without IntersectionObserver it is true at once.
 */
export function useSeen<T extends Element>(threshold = 1 / 3): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001)) {
            setSeen(true);
            observer.current?.disconnect();
            observer.current = null;
          }
        },
        { threshold },
      );
      observer.current.observe(node);
    },
    [threshold],
  );
  return [ref, seen];
}
