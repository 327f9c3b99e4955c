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
  /** The layouts with a look of the theme's own. */
  simple: Layout;
  sample: Layout;
  maintenance: Layout;
  /** Header, page and footer in the frame unless the theme has its own. */
  default?: Layout;
  /** The 404 of an unknown shop in the narrow column (no header: the API knows no such shop). */
  invalidChannel?: Layout;
};

/**
 * The five layouts of a theme. The two every theme builds the same way (default: header, page,
 * footer; invalid channel: the narrow column alone) come from the theme's frame, header and footer.
 */
export function createLayouts({
  frame,
  Header,
  Footer,
  default: ownDefault,
  invalidChannel: ownInvalidChannel,
  ...own
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
  function InvalidChannelLayout({ children }: LayoutProps) {
    return (
      <ShopFrame {...frame} narrow>
        {children}
      </ShopFrame>
    );
  }
  return {
    ...own,
    default: ownDefault ?? DefaultLayout,
    invalidChannel: ownInvalidChannel ?? InvalidChannelLayout,
  };
}
