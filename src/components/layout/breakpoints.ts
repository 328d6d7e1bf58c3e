/**
 * Breakpoints of the layout and the lists. The maxima end in .98, not .99: Chromium matches
 * `max-width: 767.99px` at a 768 px viewport (a tablet got the phone layout); .98 is what Bootstrap uses.
 */
export const MOBILE_MAX_WIDTH = 1087.98;
export const SMALLER_MAX_WIDTH = 767.98;
/** Below this, list pages scroll horizontally at LIST_MIN_WIDTH. */
export const NARROW_MAX_WIDTH = 499.98;
export const LIST_MIN_WIDTH = 800;

export const SIDE_MENU_WIDTH = 208;
export const SIDE_MENU_COLLAPSED_WIDTH = 64;
export const MOBILE_DRAWER_WIDTH = 200;
export const TOP_MENU_RIGHT_WIDTH = 360;
export const HEADER_HEIGHT = 56;
/** The header hides (auto-hide on) once the page scrolled down further than this. */
export const HEADER_HIDE_AFTER = 100;

export const MEDIA = {
  mobile: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
  smaller: `(max-width: ${SMALLER_MAX_WIDTH}px)`,
  narrow: `(max-width: ${NARROW_MAX_WIDTH}px)`,
} as const;

export interface ScreenClass {
  /** Below 1088 px: no side menu, the menu is a drawer. */
  mobile: boolean;
  /** Below 768 px: the compact header and page. */
  smaller: boolean;
  /** Below 500 px: list pages scroll horizontally. */
  narrow: boolean;
}

export function screenClassFor(width: number): ScreenClass {
  return { mobile: width <= MOBILE_MAX_WIDTH, smaller: width <= SMALLER_MAX_WIDTH, narrow: width <= NARROW_MAX_WIDTH };
}

/**
 * Whether the auto-hiding header shows after a scroll from `previousTop` to `top`: scrolling up shows it;
 * scrolling down past the threshold hides it; near the top it always shows.
 */
export function headerVisibleAfterScroll(visible: boolean, previousTop: number, top: number): boolean {
  if (top <= HEADER_HIDE_AFTER || top < previousTop) return true;
  if (top > previousTop) return false;
  return visible;
}
