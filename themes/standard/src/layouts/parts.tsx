import {
  HeaderSearch,
  LoginLink,
  MemberOrGuest,
  MypageLink,
  PhoneMenu,
  useStorefront,
} from '@mise/storefront';
import { hiddenOnPhone, Link } from '@mise/ui';
import type { ShopFrameStyle } from '@mise/ui';
import { styled } from 'styled-components';

/** The measures of every layout of this shop. */
export const FRAME: ShopFrameStyle = { width: 1120, narrowWidth: 640, padding: 6 };

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.div`
  max-width: ${FRAME.width}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Brand = styled(Link)`
  min-width: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-decoration: none;
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
  }
`;

// Phones get one row: the shop, the cart and the menu drawer; the links move into the drawer.
const HeaderRow = styled(Inner)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-wrap: nowrap;
    padding-top: ${({ theme }) => theme.spacing(2)};
    padding-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

const DesktopNav = styled(Nav)`
  ${hiddenOnPhone}
`;

/** Site header: the shop name and the main links (member links once logged in). */
export function SiteHeader() {
  const { theme } = useStorefront();
  const links = (
    <ul>
      <li>
        <Link href="/product">商品一覧</Link>
      </li>
      <li>
        <Link href="/news">お知らせ</Link>
      </li>
      <li>
        <Link href="/cart">カート</Link>
      </li>
      <li>
        <MemberOrGuest member={<MypageLink />} guest={<LoginLink />} />
      </li>
    </ul>
  );
  return (
    <Bar>
      <HeaderRow>
        <Brand href="/">{theme.siteName}</Brand>
        <DesktopNav aria-label="メインメニュー">{links}</DesktopNav>
        <PhoneMenu tone="dark">
          <div>
            {links}
            <ul>
              <li>
                <Link href="/guide">ご利用ガイド</Link>
              </li>
              <li>
                <Link href="/contact">お問い合わせ</Link>
              </li>
            </ul>
          </div>
        </PhoneMenu>
      </HeaderRow>
      <HeaderSearch tone="dark" frameWidth={FRAME.width} />
    </Bar>
  );
}

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.spacing(12)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Site footer: guide and policy pages, and the copyright. */
export function SiteFooter() {
  const { theme } = useStorefront();
  return (
    <Foot>
      <Inner>
        <Nav aria-label="ご利用案内">
          <ul>
            <li>
              <Link href="/guide">ご利用ガイド</Link>
            </li>
            <li>
              <Link href="/law">特定商取引法に基づく表記</Link>
            </li>
            <li>
              <Link href="/privacy">プライバシーポリシー</Link>
            </li>
            <li>
              <Link href="/contact">お問い合わせ</Link>
            </li>
          </ul>
        </Nav>
        <small>© {theme.siteName}</small>
      </Inner>
    </Foot>
  );
}
