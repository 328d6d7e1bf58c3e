import { describe, expect, it } from 'vitest';
import { headerVisibleAfterScroll, screenClassFor } from '@/components/layout/breakpoints';

describe('breakpoints', () => {
  it('mobile mode below 1088 px (1087.98)', () => {
    expect(screenClassFor(1088).mobile).toBe(false);
    expect(screenClassFor(1087.98).mobile).toBe(true);
    expect(screenClassFor(1440)).toEqual({ mobile: false, smaller: false, narrow: false });
  });

  it('smaller mode below 768 px (767.98)', () => {
    expect(screenClassFor(768)).toEqual({ mobile: true, smaller: false, narrow: false });
    expect(screenClassFor(767.98)).toEqual({ mobile: true, smaller: true, narrow: false });
  });

  it('list pages scroll horizontally below 500 px', () => {
    expect(screenClassFor(500).narrow).toBe(false);
    expect(screenClassFor(390)).toEqual({ mobile: true, smaller: true, narrow: true });
  });
});

describe('auto-hiding header', () => {
  it('hides when scrolling down past 100 px', () => {
    expect(headerVisibleAfterScroll(true, 90, 100)).toBe(true);
    expect(headerVisibleAfterScroll(true, 100, 101)).toBe(false);
  });
  it('shows when scrolling up, and near the top', () => {
    expect(headerVisibleAfterScroll(false, 400, 380)).toBe(true);
    expect(headerVisibleAfterScroll(false, 150, 99)).toBe(true);
  });
  it('stays as it is when the position does not change', () => {
    expect(headerVisibleAfterScroll(false, 300, 300)).toBe(false);
  });
});
