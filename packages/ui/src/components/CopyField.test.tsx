import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { CopyField } from './CopyField.js';

const LINK = 'https://shop.example.jp/social-gift/abc123';

describe('CopyField', () => {
  it('shows the text read-only under its label and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderUi(<CopyField label="ギフトの受け取り用URL" value={LINK} />);
    const field = screen.getByLabelText('ギフトの受け取り用URL');
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'コピー' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('コピーしました');
  });

  it('selects the text and says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderUi(<CopyField label="URL" value={LINK} buttonLabel="URLをコピー" />);
    await user.click(screen.getByRole('button', { name: 'URLをコピー' }));
    expect(screen.getByRole('status')).toHaveTextContent('コピーできませんでした');
    const field = screen.getByLabelText<HTMLInputElement>('URL');
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(LINK.length);
  });
});
