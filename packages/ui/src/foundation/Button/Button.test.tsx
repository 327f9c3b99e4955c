import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render.js';
import { motoTheme } from '../../tokens/presets.js';
import { Button } from './Button.js';

describe('Button', () => {
  it('is a button named by its text that does not submit forms unless asked', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button>数量を変更する</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '数量を変更する' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is pressed with a click, Enter or Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>カートに入れる</Button>);
    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is reached with Tab in document order, skipping disabled buttons', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Button variant="secondary">買い物を続ける</Button>
        <Button disabled>在庫切れ</Button>
        <Button>レジに進む</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '買い物を続ける' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'レジに進む' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '在庫切れ' })).toBeDisabled();
  });

  it('while loading says it is busy, shows the theme’s cursor and ignores presses', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn();
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          注文を確定する
        </Button>
      </form>,
      { theme: motoTheme },
    );
    const button = screen.getByRole('button', { name: '注文を確定する' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('svg[aria-hidden="true"]')).toHaveAttribute('data-variant', '3');
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows no cursor and is not busy when idle', () => {
    renderUi(<Button>注文を確定する</Button>);
    const button = screen.getByRole('button', { name: '注文を確定する' });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg')).toBeNull();
  });

  it('ignores presses when disabled', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        削除する
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '削除する' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws each variant in the theme’s colours', () => {
    renderUi(
      <>
        <Button variant="primary">確定</Button>
        <Button variant="danger">削除</Button>
        <Button variant="ghost">詳細</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: '確定' })).toHaveStyle({
      backgroundColor: 'rgb(31, 78, 121)',
      color: 'rgb(255, 255, 255)',
    });
    expect(screen.getByRole('button', { name: '削除' })).toHaveStyle({
      backgroundColor: 'rgb(201, 42, 42)',
    });
    expect(screen.getByRole('button', { name: '詳細' })).toHaveStyle({ color: 'rgb(31, 78, 121)' });
  });
});
