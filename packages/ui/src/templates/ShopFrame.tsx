import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';

/** The measures of a theme's frame: what it chooses once for all its layouts. */
export type ShopFrameStyle = {
  /** Widest the content gets, in px. */
  width: number;
  /** Widest the narrow column gets (login callbacks, popups, the 404 of an unknown shop), in px. */
  narrowWidth: number;
  /** Space above and below the content, in spacing steps. */
  padding: number;
};

export type ShopFrameProps = ShopFrameStyle & {
  header?: ReactNode;
  footer?: ReactNode;
  /** The narrow column instead of the full width. */
  narrow?: boolean;
  children: ReactNode;
};

/** The page's main landmark at the frame's width; themes style it further (a sheet, a board). */
export const SiteMain = styled.main<{ $width: number; $padding: number }>`
  max-width: ${({ $width }) => $width}px;
  margin: 0 auto;
  padding: ${({ theme, $padding }) => `${theme.spacing($padding)} ${theme.spacing(4)}`};
  min-height: 50vh;
`;

/**
 * The frame every layout of a theme shares: its header, the content in the main landmark and
 * its footer. The theme brings the header and footer; the frame only measures.
 */
export function ShopFrame({
  header,
  footer,
  narrow = false,
  width,
  narrowWidth,
  padding,
  children,
}: ShopFrameProps) {
  return (
    <>
      {header}
      <SiteMain $width={narrow ? narrowWidth : width} $padding={padding}>
        {children}
      </SiteMain>
      {footer}
    </>
  );
}

export type LinkGroup = { title: string; links: readonly { href: string; label: string }[] };

export type LinkGroupsProps = { groups: readonly LinkGroup[] };

/**
 * Footer columns: one navigation landmark per group, named by its heading. Unstyled beyond
 * the list: the footer around it sets the look of its h2 and ul.
 */
export function LinkGroups({ groups }: LinkGroupsProps) {
  return (
    <>
      {groups.map((group) => (
        <nav key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
