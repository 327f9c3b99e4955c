import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { LinkCards } from './LinkCards.js';

const ITEMS = [
  { href: '/guide', label: 'ご利用ガイド', note: 'ご注文の流れとお支払い方法' },
  { href: '/faq', label: 'よくあるご質問', note: '適合・配送についてのご質問にお答えします。' },
];

describe('LinkCards', () => {
  it('lists each page as a link with its note, in the given order', () => {
    renderUi(<LinkCards items={ITEMS} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'ご利用ガイド' })).toHaveAttribute(
      'href',
      '/guide',
    );
    expect(cards[0]).toHaveTextContent('ご注文の流れとお支払い方法');
    expect(within(cards[1]!).getByRole('link', { name: 'よくあるご質問' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  it('draws the outlined cards with a border all round and the ruled ones with a rule on top', () => {
    const { unmount } = renderUi(<LinkCards items={ITEMS} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveStyle({
      borderTopWidth: '1px',
      borderBottomWidth: '1px',
    });
    unmount();
    renderUi(<LinkCards items={ITEMS} variant="ruled" />);
    const ruled = screen.getAllByRole('listitem')[0];
    expect(ruled).toHaveStyle({ borderTopWidth: '4px' });
    expect(ruled).not.toHaveStyle({ borderBottomWidth: '1px' });
  });
});
