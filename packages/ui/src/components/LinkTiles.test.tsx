import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { LinkTiles } from './LinkTiles.js';

const LINKS = [
  { href: '/maker/honda', label: 'ホンダ' },
  { href: '/maker', label: 'すべてのメーカー' },
];

describe('LinkTiles', () => {
  it('lists every link in the given order', () => {
    renderUi(<LinkTiles links={LINKS} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['ホンダ', 'すべてのメーカー']);
    expect(links[1]).toHaveAttribute('href', '/maker');
  });

  it('centres the solid tiles’ labels in bold', () => {
    renderUi(<LinkTiles links={LINKS} variant="solid" />);
    expect(screen.getByRole('link', { name: 'ホンダ' })).toHaveStyle({
      textAlign: 'center',
      fontWeight: '700',
    });
  });
});
