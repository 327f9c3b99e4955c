import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { PostalCode } from './PostalCode.js';

describe('PostalCode', () => {
  it('shows 3-4 digits with a hyphen after the postal mark', () => {
    const { container } = renderUi(<PostalCode value="1000001" />);
    expect(screen.getByText('100-0001')).toBeInTheDocument();
    expect(container).toHaveTextContent('〒100-0001');
  });

  it('can leave the mark out and keeps an already hyphenated code', () => {
    const { container } = renderUi(<PostalCode value="100-0001" mark={false} />);
    expect(container).toHaveTextContent(/^100-0001$/);
  });

  it('renders nothing without a code', () => {
    const { container } = renderUi(<PostalCode value="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
