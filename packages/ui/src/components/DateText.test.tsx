import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { DateText } from './DateText.js';

describe('DateText', () => {
  it('prints YYYY.MM.DD in a <time> with a machine-readable date', () => {
    renderUi(<DateText value="2026-04-01T00:05:00Z" />);
    const time = screen.getByText('2026.04.01');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-04-01');
  });

  it('prints YYYY.MM.DD H:mm with the time, in Tokyo time', () => {
    renderUi(<DateText value="2026-04-01T00:05:00Z" withTime />);
    expect(screen.getByText('2026.04.01 9:05')).toHaveAttribute(
      'datetime',
      '2026-04-01T09:05+09:00',
    );
  });

  it('shows text it cannot read as a date unchanged, and nothing for no value', () => {
    const { unmount } = renderUi(<DateText value="近日公開" />);
    expect(screen.getByText('近日公開').tagName).toBe('SPAN');
    unmount();
    const { container } = renderUi(<DateText value={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
