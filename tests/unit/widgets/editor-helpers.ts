import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out and its Range has no client rects, which CodeMirror measures: give ranges empty ones
 * while the file runs (only where jsdom has none, removed afterwards: the unit files share one jsdom).
 */
export function useRangeRects() {
  const proto = Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>;
  const added: ('getClientRects' | 'getBoundingClientRect')[] = [];
  beforeAll(() => {
    if (!proto.getClientRects) {
      proto.getClientRects = () => [] as unknown as DOMRectList;
      added.push('getClientRects');
    }
    if (!proto.getBoundingClientRect) {
      proto.getBoundingClientRect = () => new DOMRect();
      added.push('getBoundingClientRect');
    }
  });
  afterAll(() => {
    for (const name of added) Reflect.deleteProperty(proto, name);
  });
}
