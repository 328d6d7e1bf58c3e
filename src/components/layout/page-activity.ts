import { createContext, useContext } from 'react';

/** Whether the page around is the one shown (kept pages of other tabs are mounted but hidden). */
export const PageActivityContext = createContext(true);

export function usePageActive(): boolean {
  return useContext(PageActivityContext);
}
