import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.js';
import { businessTheme, motoTheme, standardTheme } from '../../tokens/presets.js';
import { Cursor } from './Cursor.js';

describe('Cursor', () => {
  it('is decorative: hidden from screen readers and never focusable', () => {
    const { container } = renderUi(<Cursor />);
    const mark = container.querySelector('svg')!;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('focusable', 'false');
  });

  it.each([
    ['standard', standardTheme, '1'],
    ['business', businessTheme, '2'],
    ['moto', motoTheme, '3'],
  ])('draws the variant the %s theme chooses, 10px square', (_name, theme, variant) => {
    const { container } = renderUi(<Cursor />, { theme });
    const mark = container.querySelector('svg')!;
    expect(mark).toHaveAttribute('data-variant', variant);
    expect(mark).toHaveStyle({ width: '10px', height: '10px' });
  });

  it('has three different marks', () => {
    const { container } = renderUi(
      <>
        <Cursor variant={1} />
        <Cursor variant={2} />
        <Cursor variant={3} />
      </>,
    );
    const marks = [...container.querySelectorAll('svg')].map((mark) => mark.innerHTML);
    expect(new Set(marks).size).toBe(3);
  });

  it('takes a size and variant over the theme’s', () => {
    const { container } = renderUi(<Cursor variant={2} size={24} />, { theme: motoTheme });
    const mark = container.querySelector('svg')!;
    expect(mark).toHaveAttribute('data-variant', '2');
    expect(mark).toHaveStyle({ width: '24px' });
  });
});
