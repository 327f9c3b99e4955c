import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.js';
import { Heading } from './Heading.js';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('is a level-%i heading named by its text', (level) => {
    renderUi(<Heading level={level}>お支払いについて</Heading>);
    expect(screen.getByRole('heading', { level, name: 'お支払いについて' })).toBeInTheDocument();
  });

  it('takes its size from its level unless a size is given', () => {
    renderUi(
      <>
        <Heading level={1}>新着商品</Heading>
        <Heading level={4}>ご利用いただけるカード</Heading>
        <Heading level={3} size="xxl">
          期間限定セール
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveStyle({ fontSize: '1.75rem' });
    expect(screen.getByRole('heading', { level: 4 })).toHaveStyle({ fontSize: '1rem' });
    expect(screen.getByRole('heading', { level: 3, name: '期間限定セール' })).toHaveStyle({
      fontSize: '1.75rem',
    });
  });
});
