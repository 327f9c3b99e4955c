import { Kept, Link, ShopFrame } from '@mise/ui';
import type { ShopFrameStyle } from '@mise/ui';
import type { ComponentType, ReactNode } from 'react';
import { useShellParts } from '../pages/content/hooks.js';
import type { LayoutName } from '../routes/table.js';
import type { LayoutProps } from '../kit/index.js';
import { useStorefront } from '../kit/index.js';

type Layout = ComponentType<LayoutProps>;
type Part = ComponentType<{ children: ReactNode }>;

/** The theme's looks of a bar that holds the shop's name alone. */
export type BrandBarParts = {
  /** The bar: a header element, the page's banner. */
  Bar: Part;
  /** The row inside the bar at the frame's width, if the theme has one. */
  Row?: Part;
  /** The shop's name, a link to the top page (ui's Link unless the theme styles its own). */
  Brand?: ComponentType<{ href: string; children: ReactNode }>;
};

/** The theme's looks of the maintenance page: the shop's name over the notice, no links. */
export type MaintenanceParts = {
  /** Everything around the notice (the whole screen). */
  Page: Part;
  /** The shop's name, above the notice. */
  Name: Part;
  /** The notice: a main element, the page's main landmark. */
  Board: Part;
};

export type ThemeLayouts = {
  /** The theme's measures (@mise/ui's ShopFrame). */
  frame: ShopFrameStyle;
  Header: ComponentType;
  Footer: ComponentType;
  /**
   * The shop's name alone, as a bar of the theme's: heads the simple layout's narrow column
   * (login callbacks, popups), where nothing may lead elsewhere.
   */
  brandBar: BrandBarParts;
  /**
   * The maintenance page in the theme's look, with no links: every other page answers 503
   * until the work is done.
   */
  maintenance: MaintenanceParts;
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
 * header, footer and the looks of its brand bar and maintenance page: default (header, page,
 * footer), simple (the brand bar over the narrow column), sample (the header over the page),
 * invalid channel (the narrow column alone) and maintenance (the shop's name over the notice).
 * A theme passes its own for any of the first four.
 */
export function createLayouts({
  frame,
  Header,
  Footer,
  brandBar: { Bar, Row, Brand = Link },
  maintenance: { Page, Name, Board },
  default: ownDefault,
  simple: ownSimple,
  sample: ownSample,
  invalidChannel: ownInvalidChannel,
}: ThemeLayouts): Record<LayoutName, Layout> {
  // The same on every page for the same store data: rendered once, kept as HTML (kept-parts.ts).
  function KeptHeader() {
    return (
      <Kept name="header">
        <Header />
      </Kept>
    );
  }
  function KeptFooter() {
    return (
      <Kept name="footer">
        <Footer />
      </Kept>
    );
  }
  function BrandBar() {
    const { theme } = useStorefront();
    const brand = <Brand href="/">{theme.siteName}</Brand>;
    return <Bar>{Row ? <Row>{brand}</Row> : brand}</Bar>;
  }
  function MaintenanceLayout({ children }: LayoutProps) {
    const { theme } = useStorefront();
    return (
      <Page>
        <Name>{theme.siteName}</Name>
        <Board>{children}</Board>
      </Page>
    );
  }
  function DefaultLayout({ children }: LayoutProps) {
    // A landing page may hide the shop's header or footer.
    const shell = useShellParts();
    return (
      <ShopFrame
        {...frame}
        header={shell.header ? <KeptHeader /> : undefined}
        footer={shell.footer ? <KeptFooter /> : undefined}
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
      <ShopFrame {...frame} header={<KeptHeader />}>
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
    maintenance: MaintenanceLayout,
    default: ownDefault ?? DefaultLayout,
    simple: ownSimple ?? SimpleLayout,
    sample: ownSample ?? SampleLayout,
    invalidChannel: ownInvalidChannel ?? InvalidChannelLayout,
  };
}
