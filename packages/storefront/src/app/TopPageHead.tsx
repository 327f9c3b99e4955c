import { PageNotice } from '../shared/PageNotice.js';
import { PageMeta, useStorefront } from '../kit/index.js';

export type TopPageHeadProps = {
  title: string;
  /** What the shop is, after its name: the page's description reads 「{shop}は、{about}」. */
  about: string;
};

/**
 * What every shop's top page opens with, whatever the theme composes below: its title and
 * description, and the site-wide caution (偽サイトへの注意) that greets visitors where they arrive.
 */
export function TopPageHead({ title, about }: TopPageHeadProps) {
  const { theme } = useStorefront();
  return (
    <>
      <PageMeta title={title} description={`${theme.siteName}は、${about}`} />
      <PageNotice code="caution" />
    </>
  );
}
