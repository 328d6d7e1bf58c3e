import { useEffect, useState } from 'react';
import { headerVisibleAfterScroll } from './breakpoints';

/** With auto-hide on, the header hides while the page scrolls down past 100 px and shows on scrolling up. */
export function useHeaderVisible(autoHide: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!autoHide) return;
    let previous = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const from = previous;
        const top = window.scrollY;
        previous = top;
        setVisible((v) => headerVisibleAfterScroll(v, from, top));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      setVisible(true);
    };
  }, [autoHide]);
  return visible || !autoHide;
}
