import { describe, expect, it } from 'vitest';
import { formatPercent, roundHalfUp, roundRate, roundScore } from '@/domain/rounding';

describe('rounding (one rule for screens, reports and exports)', () => {
  it('rounds half up from the decimal value, not its binary approximation', () => {
    expect(roundHalfUp(62.235, 2)).toBe(62.24);
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(66.255, 1)).toBe(66.3);
    expect(roundHalfUp(66.26, 2)).toBe(66.26);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(123.456e10, 2)).toBe(1234560000000);
    expect(roundScore('62.2350000000000000')).toBe(62.24);
    expect(roundScore(null)).toBeNull();
  });

  it('formats a rate once: 21.15 % is 21.2 %, 78.95 % is 79.0 %', () => {
    expect(formatPercent(0.2115)).toBe('21.2%');
    expect(formatPercent(0.7895)).toBe('79.0%');
    expect(formatPercent(423 / 2000)).toBe('21.2%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe('–');
    expect(roundRate(0.2115)).toBe(0.212);
    expect(roundRate(15 / 19)).toBe(0.789);
  });
});
