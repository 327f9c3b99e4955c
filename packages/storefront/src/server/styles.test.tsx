import { renderToString } from 'react-dom/server';
import { createGlobalStyle, keyframes, styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { requestStyleSheet, styleTagBytes } from './styles.js';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $tone: 'light' | 'dark' }>`
  padding: 8px;
  color: ${(p) => (p.$tone === 'dark' ? 'rgb(255, 255, 255)' : 'rgb(0, 0, 0)')};
  animation: ${spin} 1s linear infinite;
`;

/** The style tags one request's render sends, as the page's bytes hold them. */
function bytesOf(tones: ('light' | 'dark')[]): Buffer {
  const sheet = requestStyleSheet();
  renderToString(
    sheet.collectStyles(
      <>
        <Global />
        {tones.map((tone) => (
          <Box key={tone} $tone={tone} />
        ))}
      </>,
    ),
  );
  const tags = styleTagBytes(sheet);
  sheet.seal();
  return tags;
}

const stylesOf = (tones: ('light' | 'dark')[]) => bytesOf(tones).toString();

describe('requestStyleSheet', () => {
  it('sends each request the styles of what it rendered, whatever was compiled before', () => {
    const first = stylesOf(['light']);
    expect(first).toContain('color:rgb(0, 0, 0)');
    expect(first).toContain('margin:0');
    expect(first).toContain('@keyframes');

    // Compiled for an earlier render: the next request still gets its rules, and only its own.
    const both = stylesOf(['light', 'dark']);
    expect(both).toContain('color:rgb(255, 255, 255)');
    const light = stylesOf(['light']);
    expect(light).toBe(first);
    expect(light).not.toContain('rgb(255, 255, 255)');
  });

  it('writes the tag of the same classes once, and another for other classes', () => {
    expect(bytesOf(['dark'])).toBe(bytesOf(['dark']));
    expect(bytesOf(['dark', 'light'])).not.toBe(bytesOf(['dark']));
    expect(bytesOf(['dark', 'light']).toString()).toContain('rgb(0, 0, 0)');
  });
});
