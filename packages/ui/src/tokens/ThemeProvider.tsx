import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { Kept } from '../foundation/Kept/Kept.js';
import type { Theme } from './theme.js';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: ${({ theme }) => theme.typography.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  /* Nothing a page holds (a picture, a long address or URL, a code block) widens a phone's screen. */
  body { overflow-wrap: break-word; }
  img, video { max-width: 100%; height: auto; }
  pre { max-width: 100%; overflow-x: auto; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
`;

/** The theme for everything below it, plus the base page styles. */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <StyledThemeProvider theme={theme}>
      {/* A kept part on a server page: styled-components compiles a global style that reads the
          theme anew at every render (a thirtieth of a catalogue page's), where a kept part puts
          the same rules in the sheet. */}
      <Kept name="global-style">
        <GlobalStyle />
      </Kept>
      {children}
    </StyledThemeProvider>
  );
}
