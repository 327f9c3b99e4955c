// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { motoTheme } from '../tokens/presets.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';
import {
  Button,
  Cursor,
  FlashToasts,
  Heading,
  Link,
  LoadingOverlay,
  Spinner,
  Toaster,
  useScreenClass,
} from './index.js';

function ScreenClassText() {
  return <p>{useScreenClass()}</p>;
}

describe('foundation on the server', () => {
  it('renders every component without a window, styles collected for the page head', () => {
    expect(typeof window).toBe('undefined');
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StaticRouter location="/">
            <ThemeProvider theme={motoTheme}>
              <Heading level={1}>新着商品</Heading>
              <Spinner />
              <Cursor />
              <Button loading>注文を確定する</Button>
              <Link href="/cart">カートを見る</Link>
              <LoadingOverlay loading>
                <p>注文内容</p>
              </LoadingOverlay>
              <Toaster />
              <FlashToasts
                items={[{ id: 'a', message: '保存しました' }]}
                onShown={() => undefined}
              />
              <ScreenClassText />
            </ThemeProvider>
          </StaticRouter>,
        ),
      );
      expect(html).toContain('<h1');
      expect(html).toContain('aria-label="読み込み中"');
      expect(html).toContain('data-variant="9"');
      expect(html).toContain('href="/cart"');
      expect(html).toContain('<p>desktop</p>');
      expect(sheet.getStyleTags()).toContain('prefers-reduced-motion');
    } finally {
      sheet.seal();
    }
  });
});
