import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.js';
import { businessTheme, motoTheme, standardTheme } from '../../tokens/presets.js';
import { themeFromColorScheme } from '../../tokens/theme.js';
import type { SpinnerVariant } from '../../tokens/theme.js';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('is a status named 読み込み中 whose drawing is hidden from screen readers', () => {
    renderUi(<Spinner />);
    const spinner = screen.getByRole('status', { name: '読み込み中' });
    expect(spinner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is 20px square unless told otherwise', () => {
    renderUi(
      <>
        <Spinner />
        <Spinner size={48} label="商品を検索しています" />
      </>,
    );
    expect(screen.getByRole('status', { name: '読み込み中' })).toHaveStyle({
      width: '20px',
      height: '20px',
    });
    expect(screen.getByRole('status', { name: '商品を検索しています' })).toHaveStyle({
      width: '48px',
    });
  });

  it.each([
    ['standard', standardTheme, '1'],
    ['business', businessTheme, '5'],
    ['moto', motoTheme, '9'],
    [
      'a colour scheme choosing 12',
      themeFromColorScheme(standardTheme, { spinner: 12, cursor: 1, colors: {} }),
      '12',
    ],
  ])('draws the variant the %s theme chooses', (_name, theme, variant) => {
    renderUi(<Spinner />, { theme });
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
  });

  it('draws the variant it is given over the theme’s', () => {
    renderUi(<Spinner variant={14} />, { theme: motoTheme });
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', '14');
  });

  it('has fourteen different drawings', () => {
    const variants = Array.from({ length: 14 }, (_, index) => (index + 1) as SpinnerVariant);
    renderUi(
      <>
        {variants.map((variant) => (
          <Spinner key={variant} variant={variant} />
        ))}
      </>,
    );
    // Shapes only: class names differ anyway, since each variant moves differently.
    const drawings = screen
      .getAllByRole('status')
      .map((status) => status.innerHTML.replace(/ class="[^"]*"/g, ''));
    expect(drawings).toHaveLength(14);
    expect(new Set(drawings).size).toBe(14);
  });

  it('takes the theme’s primary colour unless given one', () => {
    renderUi(
      <>
        <Spinner />
        <Spinner color="rgb(43, 138, 62)" label="送信中" />
      </>,
    );
    expect(screen.getByRole('status', { name: '読み込み中' })).toHaveStyle({
      color: 'rgb(31, 78, 121)',
    });
    expect(screen.getByRole('status', { name: '送信中' })).toHaveStyle({
      color: 'rgb(43, 138, 62)',
    });
  });
});
