import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { RowList, RowListItem } from './RowList.js';

describe('RowList', () => {
  it('is a list of its rows, named for assistive technology', () => {
    renderUi(
      <RowList aria-label="お気に入りリスト">
        <RowListItem>
          <p>キャンプ用品</p>
        </RowListItem>
        <RowListItem $align="start">
          <p>冬物</p>
        </RowListItem>
      </RowList>,
    );
    const list = screen.getByRole('list', { name: 'お気に入りリスト' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['キャンプ用品', '冬物']);
  });

  it('keeps the actions at the top of a tall row when asked', () => {
    renderUi(
      <RowList>
        <RowListItem>中央</RowListItem>
        <RowListItem $align="start">上端</RowListItem>
      </RowList>,
    );
    expect(getComputedStyle(screen.getByText('中央')).alignItems).toBe('center');
    expect(getComputedStyle(screen.getByText('上端')).alignItems).toBe('flex-start');
  });
});
