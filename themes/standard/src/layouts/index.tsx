import type { LayoutProps, ThemeDefinition } from '@mise/storefront';
import { Main, Narrow, Page, SiteHeader } from './parts.js';

/** default: header, content, footer. */
function DefaultLayout({ children }: LayoutProps) {
  return <Page>{children}</Page>;
}

/** simple: no navigation (login callbacks, popups). */
function SimpleLayout({ children }: LayoutProps) {
  return <Narrow>{children}</Narrow>;
}

/** sample: header only, for previews of content. */
function SampleLayout({ children }: LayoutProps) {
  return (
    <>
      <SiteHeader />
      <Main>{children}</Main>
    </>
  );
}

/** maintenance and invalid channel: the message alone, nothing that calls the API. */
function BareLayout({ children }: LayoutProps) {
  return <Narrow>{children}</Narrow>;
}

export const layouts: ThemeDefinition['layouts'] = {
  default: DefaultLayout,
  simple: SimpleLayout,
  sample: SampleLayout,
  maintenance: BareLayout,
  invalidChannel: BareLayout,
};
