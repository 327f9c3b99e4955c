import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { standardTheme } from '../tokens/presets.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';
import { renderUi } from '../test/render.js';
import { Modal } from './Modal.js';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        配送について
      </button>
      <Modal
        open={open}
        title="配送について"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={<button type="button">了解しました</button>}
      >
        <p>ご注文から3営業日以内に発送します。</p>
        <a href="/guide">ご利用ガイド</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered on document.body', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: '配送について' }));
    const dialog = screen.getByRole('dialog', { name: '配送について' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog).toHaveTextContent('ご注文から3営業日以内に発送します。');
  });

  it('moves focus in, keeps Tab inside and returns focus on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '配送について' });
    await user.click(opener);
    const close = screen.getByRole('button', { name: '閉じる' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'ご利用ガイド' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '了解しました' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '了解しました' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the 閉じる button and a click on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '配送について' }));
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '配送について' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the page behind from scrolling while open', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: '配送について' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('renders nothing on the server', () => {
    const html = renderToString(
      <ThemeProvider theme={standardTheme}>
        <Modal open title="配送について" onClose={() => undefined}>
          本文
        </Modal>
      </ThemeProvider>,
    );
    expect(html).not.toContain('配送について');
  });
});
