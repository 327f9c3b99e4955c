import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { Accordion } from './Accordion.js';

const items = [
  { id: 'shipping', title: '送料はいくらですか？', content: '全国一律 ¥770（税込）です。' },
  { id: 'return', title: '返品はできますか？', content: '商品到着後 7 日以内にご連絡ください。' },
  {
    id: 'gift',
    title: 'ギフト包装はできますか？',
    content: 'ご注文手続きの画面でお選びいただけます。',
  },
];

describe('Accordion', () => {
  it('renders each question as a collapsed button controlling a hidden region', () => {
    renderUi(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: '送料はいくらですか？' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.closest('h3')).not.toBeNull();
    const region = document.getElementById(button.getAttribute('aria-controls')!);
    expect(region).not.toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('toggles with Enter and Space and exposes a region named by its question', async () => {
    const user = userEvent.setup();
    renderUi(<Accordion items={items} />);
    await user.tab();
    const button = screen.getByRole('button', { name: '送料はいくらですか？' });
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '送料はいくらですか？' })).toHaveTextContent(
      '全国一律 ¥770（税込）です。',
    );

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderUi(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '返品はできますか？' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'ギフト包装はできますか？' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '送料はいくらですか？' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(screen.getByRole('button', { name: '送料はいくらですか？' })).toHaveFocus();
  });

  it('keeps several open, or only one when single', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<Accordion items={items} defaultOpenIds={['shipping']} />);
    await user.click(screen.getByRole('button', { name: '返品はできますか？' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    unmount();

    renderUi(<Accordion items={items} defaultOpenIds={['shipping']} single headingLevel={2} />);
    await user.click(screen.getByRole('button', { name: '返品はできますか？' }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '送料はいくらですか？' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: '返品はできますか？' }),
    ).toBeInTheDocument();
  });
});
