import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** The spec's list search debounce (part 2 §9). */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * A search box over a committed search (for example a URL search parameter). The text the user types is
 * committed after `delay` ms without typing, trimmed, and only when it differs from what was last committed
 * (distinct values). When `committed` changes from outside (back/forward, a reset), the text follows it.
 */
export function useDebouncedSearch(
  committed: string,
  onCommit: (value: string) => void,
  delay: number = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, delay);
  const last = useRef(committed);
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  useEffect(() => {
    if (committed === last.current) return;
    last.current = committed;
    setText(committed);
  }, [committed]);

  // Only a change of the debounced text commits (not a new callback or an outside change meanwhile).
  useEffect(() => {
    const next = debounced.trim();
    if (next === last.current) return;
    last.current = next;
    commit.current(next);
  }, [debounced]);

  return [text, setText];
}
