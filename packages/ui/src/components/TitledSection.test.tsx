import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { TitledSection } from './TitledSection.js';

describe('TitledSection', () => {
  it('is a region named by its h2, holding what it is given', () => {
    renderUi(
      <>
        <TitledSection title="メーカーから探す">
          <p>ホンダ</p>
        </TitledSection>
        <TitledSection title="ライダーのためのサービス" id="top-services">
          <p>カタログ請求</p>
        </TitledSection>
      </>,
    );
    const makers = screen.getByRole('region', { name: 'メーカーから探す' });
    expect(within(makers).getByRole('heading', { level: 2 })).toHaveTextContent('メーカーから探す');
    expect(makers).toHaveTextContent('ホンダ');
    expect(makers).not.toHaveTextContent('カタログ請求');
    const services = screen.getByRole('region', { name: 'ライダーのためのサービス' });
    expect(services).toHaveTextContent('カタログ請求');
    // A given id stays the heading's, so the section can be linked to.
    expect(within(services).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'top-services',
    );
  });
});
