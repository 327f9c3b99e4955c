import { ShopFrame } from '@mise/ui';
import type { ShopFrameStyle } from '@mise/ui';
import type { ComponentType } from 'react';
import { useShellParts } from '../pages/content/hooks.js';
import type { LayoutName } from '../routes/table.js';
import type { LayoutProps } from '../theme.js';

type Layout = ComponentType<LayoutProps>;

export type ThemeLayouts = {
  /** The theme's measures (@mise/ui's ShopFrame). */
  frame: ShopFrameStyle;
  Header: ComponentType;
  Footer: ComponentType;
  /**
   * The shop's name alone, as a bar of the theme's: heads the simple layout's narrow column
   * (login callbacks, popups), where nothing may lead elsewhere.
   */
  BrandBar: ComponentType;
  /** The maintenance page: the theme's own look, no links. */
  maintenance: Layout;
  /** The brand bar over the narrow column unless the theme has its own. */
  simple?: Layout;
  /** Previews of content: the header over the page unless the theme has its own. */
  sample?: Layout;
  /** Header, page and footer in the frame unless the theme has its own. */
  default?: Layout;
  /** The 404 of an unknown shop in the narrow column (no header: the API knows no such shop). */
  invalidChannel?: Layout;
};

/**
 * The six layouts of a theme. What themes build the same way comes from the theme's frame,
 * header, footer and brand bar: default (header, page, footer), simple (the brand bar over the
 * narrow column), sample (the header over the page) and invalid channel (the narrow column
 * alone). A theme passes its own for any of them, and always its maintenance page.
 */
export function createLayouts({
  frame,
  Header,
  Footer,
  BrandBar,
  maintenance,
  default: ownDefault,
  simple: ownSimple,
  sample: ownSample,
  invalidChannel: ownInvalidChannel,
}: ThemeLayouts): Record<LayoutName, Layout> {
  function DefaultLayout({ children }: LayoutProps) {
    // A landing page may hide the shop's header or footer.
    const shell = useShellParts();
    return (
      <ShopFrame
        {...frame}
        header={shell.header ? <Header /> : undefined}
        footer={shell.footer ? <Footer /> : undefined}
      >
        {children}
      </ShopFrame>
    );
  }
  function SimpleLayout({ children }: LayoutProps) {
    return (
      <ShopFrame {...frame} narrow header={<BrandBar />}>
        {children}
      </ShopFrame>
    );
  }
  function SampleLayout({ children }: LayoutProps) {
    return (
      <ShopFrame {...frame} header={<Header />}>
        {children}
      </ShopFrame>
    );
  }
  function InvalidChannelLayout({ children }: LayoutProps) {
    return (
      <ShopFrame {...frame} narrow>
        {children}
      </ShopFrame>
    );
  }
  return {
    maintenance,
    default: ownDefault ?? DefaultLayout,
    simple: ownSimple ?? SimpleLayout,
    sample: ownSample ?? SampleLayout,
    invalidChannel: ownInvalidChannel ?? InvalidChannelLayout,
  };
}
