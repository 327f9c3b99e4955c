/** Screen class of spec section 2: phone if width ≤ SCREEN-SM, desktop if > SCREEN-MD, else tablet. */
export type ScreenClass = 'phone' | 'tablet' | 'desktop';

export function screenClass(width: number, breakpoints: { sm: number; md: number }): ScreenClass {
  if (width <= breakpoints.sm) return 'phone';
  if (width > breakpoints.md) return 'desktop';
  return 'tablet';
}
