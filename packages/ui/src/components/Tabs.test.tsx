import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { Tabs } from './Tabs.js';

const tabs = [
  { id: 'detail', label: '商品詳細', content: '手作業で仕上げた有田焼のマグカップです。' },
  { id: 'spec', label: '仕様', content: '容量 300ml／電子レンジ使用可' },
  { id: 'review', label: 'レビュー', content: 'まだレビューはありません。' },
];

describe('Tabs', () => {
  it('has a named tab list, the first tab selected and only its panel shown', () => {
    renderUi(<Tabs tabs={tabs} label="商品情報" />);
    expect(screen.getByRole('tablist', { name: '商品情報' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: '商品詳細' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '仕様' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('商品詳細');
    expect(panel).toHaveTextContent('有田焼');
    expect(first).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting as it goes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Tabs tabs={tabs} label="商品情報" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: '商品詳細' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const spec = screen.getByRole('tab', { name: '仕様' });
    expect(spec).toHaveFocus();
    expect(spec).toHaveAttribute('aria-selected', 'true');
    expect(spec).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('容量 300ml');
    expect(onChange).toHaveBeenLastCalledWith('spec');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'レビュー' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '商品詳細' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'レビュー' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '商品詳細' })).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves the tab list with one Tab press, into the panel', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs tabs={tabs} label="商品情報" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('skips disabled tabs and follows a controlled selection', async () => {
    const user = userEvent.setup();
    const withDisabled = tabs.map((tab) => (tab.id === 'spec' ? { ...tab, disabled: true } : tab));
    const { unmount } = renderUi(<Tabs tabs={withDisabled} label="商品情報" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'レビュー' })).toHaveFocus();
    unmount();

    renderUi(<Tabs tabs={tabs} label="商品情報" selectedId="spec" />);
    expect(screen.getByRole('tab', { name: '仕様' })).toHaveAttribute('aria-selected', 'true');
  });
});
