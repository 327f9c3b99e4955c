import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
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

type LinkItem = { href: string; label: string };

export type LinkListItemsProps = { links: readonly LinkItem[] };

/** The list items of a menu: one link each, for the theme's own list (header menus, drawers). */
export function LinkListItems({ links }: LinkListItemsProps) {
  return (
    <>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </>
  );
}

export type LinkGroup = { title: string; links: readonly LinkItem[] };

/**
 * `plain`: small headings over the links; `ruled`: larger headings underlined in the accent
 * colour, with more room between the columns and the lines.
 */
export type LinkGroupsVariant = 'plain' | 'ruled';

export type LinkGroupsProps = {
  groups: readonly LinkGroup[];
  variant?: LinkGroupsVariant;
  /** Narrowest a column gets, in px, before the columns wrap. */
  columnWidth?: number;
};

const LOOKS = {
  plain: css`
    gap: ${({ theme }) => theme.spacing(6)};

    h2 {
      margin: 0 0 ${({ theme }) => theme.spacing(2)};
      font-size: ${({ theme }) => theme.typography.sizes.sm};
    }
    ul {
      line-height: 2;
    }
  `,
  ruled: css`
    gap: ${({ theme }) => theme.spacing(8)};

    h2 {
      margin: 0 0 ${({ theme }) => theme.spacing(3)};
      padding-bottom: ${({ theme }) => theme.spacing(1)};
      border-bottom: 2px solid ${({ theme }) => theme.colors.accent};
      font-size: ${({ theme }) => theme.typography.sizes.md};
    }
    ul {
      line-height: 2.2;
    }
  `,
};

const Columns = styled.div<{ $variant: LinkGroupsVariant; $columnWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $columnWidth }) => $columnWidth}px, 1fr));
  width: 100%;
  ${({ $variant }) => LOOKS[$variant]}

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * Footer columns: one navigation landmark per group, named by its heading. The links take the
 * footer's colour; the theme picks the variant and the columns' width.
 */
export function LinkGroups({ groups, variant = 'plain', columnWidth = 200 }: LinkGroupsProps) {
  return (
    <Columns $variant={variant} $columnWidth={columnWidth}>
      {groups.map((group) => (
        <nav key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul>
            <LinkListItems links={group.links} />
          </ul>
        </nav>
      ))}
    </Columns>
  );
}
