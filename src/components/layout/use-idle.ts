import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * False until the page is first idle after mounting: what is not part of the first content (the side menu's tree, the
 * page tabs, the user menu, the menu search) waits for it, so its code does not compete with the page's.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
