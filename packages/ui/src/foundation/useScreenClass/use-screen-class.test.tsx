import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.js';
import { standardTheme } from '../../tokens/presets.js';
import { createTheme } from '../../tokens/theme.js';
import { ThemeProvider } from '../../tokens/ThemeProvider.js';
import { useScreenClass } from './use-screen-class.js';

function Report() {
  return <p>{useScreenClass()}</p>;
}

const initialWidth = window.innerWidth;
function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}
afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('useScreenClass', () => {
  it.each([
    [320, 'phone'],
    [767, 'phone'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
  ])('at %ipx wide is %s (SCREEN-SM 767, SCREEN-MD 1023)', (width, expected) => {
    window.innerWidth = width;
    renderUi(<Report />);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });

  it('follows the window as it is resized', () => {
    window.innerWidth = 1280;
    renderUi(<Report />);
    resizeTo(800);
    expect(screen.getByText('tablet')).toBeInTheDocument();
    resizeTo(375);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  it('uses the breakpoints of the theme', () => {
    window.innerWidth = 700;
    renderUi(<Report />, {
      theme: createTheme(standardTheme, { breakpoints: { sm: 599, md: 959 } }),
    });
    expect(screen.getByText('tablet')).toBeInTheDocument();
  });

  it('renders desktop on the server, whatever the window', () => {
    window.innerWidth = 375;
    const html = renderToString(
      <ThemeProvider theme={standardTheme}>
        <Report />
      </ThemeProvider>,
    );
    expect(html).toContain('<p>desktop</p>');
  });
});
