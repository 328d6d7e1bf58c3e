import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within 200 px of the viewport (and from then on): a chart below the fold loads its
 * code only when the user scrolls to it, so it does not compete with the page's first figures on a slow network.
 * Without IntersectionObserver (tests, old browsers) it is true at once.
 */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
