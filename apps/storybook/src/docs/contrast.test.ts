import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsAA } from './contrast.js';

describe('contrast ratios (WCAG 2.x)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it('matches the published figures, in either order', () => {
    // #767676 on white is the classic lightest grey that passes AA for text (4.54).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it('flags a pair below AA for its use', () => {
    expect(meetsAA(contrastRatio('#777777', '#ffffff'), 'text')).toBe(false);
    expect(meetsAA(contrastRatio('#777777', '#ffffff'), 'large')).toBe(true);
    expect(meetsAA(contrastRatio('#767676', '#ffffff'), 'text')).toBe(true);
  });
});
