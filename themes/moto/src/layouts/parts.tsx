import {
  HeaderSearch,
  LoginLink,
  MemberOrGuest,
  MypageLink,
  PhoneMenu,
  useStorefront,
} from '@mise/storefront';
import { hiddenOnPhone, Link, LinkGroups, LinkListItems } from '@mise/ui';
import type { ShopFrameStyle } from '@mise/ui';
import { styled } from 'styled-components';

/** The measures of every layout of this shop. */
export const FRAME: ShopFrameStyle = { width: 1160, narrowWidth: 600, padding: 8 };

export const Inner = styled.div`
  max-width: ${FRAME.width}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(4)};
`;

// On secondary, not primary: the shop's colour schemes keep primary for the racing colour (red in
// the demo) and secondary for the dark base the header sits on.
const Bar = styled.header`
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};

  a {
    color: inherit;
    text-decoration: none;
  }
`;

const Row = styled(Inner)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(6)};
  padding-top: ${({ theme }) => theme.spacing(3)};
  padding-bottom: ${({ theme }) => theme.spacing(3)};

  /* Phones get one row: the shop, the cart and the menu drawer the links move into. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex-wrap: nowrap;
    justify-content: space-between;
    padding-top: ${({ theme }) => theme.spacing(2)};
    padding-bottom: ${({ theme }) => theme.spacing(2)};
  }
`;

/** The shop's name with the accent stripe riders know it by; also heads the bare layouts. */
export const Brand = styled(Link)`
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  padding-left: ${({ theme }) => theme.spacing(3)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  letter-spacing: 0.04em;
`;

const Menu = styled.nav`
  flex: 1;
  ${hiddenOnPhone}

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Garage = styled.ul`
  ${hiddenOnPhone}
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.onSecondary};
  }
`;

const MENU = [
  { href: '/product', label: 'パーツを探す' },
  { href: '/maker', label: 'メーカー' },
  { href: '/stylist', label: 'スタイリスト' },
  { href: '/catalog-order', label: 'カタログ請求' },
  { href: '/faq', label: 'よくあるご質問' },
  { href: '/news', label: 'お知らせ' },
];

/** The dark header: the shop, the riders' menu (with the motorcycle-only pages) and the garage links. */
export function SiteHeader() {
  const { theme } = useStorefront();
  return (
    <Bar>
      <Row>
        <Brand href="/">{theme.siteName}</Brand>
        <Menu aria-label="メインメニュー">
          <ul>
            <LinkListItems links={MENU} />
          </ul>
        </Menu>
        <Garage aria-label="カートと会員メニュー">
          <li>
            <Link href="/cart">カート</Link>
          </li>
          <li>
            <MemberOrGuest member={<MypageLink />} guest={<LoginLink />} />
          </li>
        </Garage>
        <PhoneMenu tone="dark">
          <div>
            <ul>
              <LinkListItems links={MENU} />
            </ul>
            <ul>
              <li>
                <Link href="/cart">カート</Link>
              </li>
              <li>
                <MemberOrGuest member={<MypageLink />} guest={<LoginLink />} />
              </li>
            </ul>
          </div>
        </PhoneMenu>
      </Row>
      <HeaderSearch tone="dark" frameWidth={FRAME.width} />
    </Bar>
  );
}

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.spacing(16)};
  padding: ${({ theme }) => theme.spacing(10)} 0 ${({ theme }) => theme.spacing(6)};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  a {
    color: inherit;
  }
`;

const Signature = styled(Inner)`
  margin-top: ${({ theme }) => theme.spacing(8)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const FOOTER_GROUPS = [
  {
    title: 'パーツ選び',
    links: [
      { href: '/fitment', label: '適合確認について' },
      { href: '/faq', label: 'よくあるご質問' },
      { href: '/catalog-order', label: 'カタログ請求' },
      { href: '/stylist', label: 'スタイリストに相談' },
    ],
  },
  {
    title: '会員サービス',
    links: [
      { href: '/mypage/memorial', label: '納車日・車検日の登録' },
      { href: '/mypage/measurement', label: '採寸データ' },
      { href: '/mypage/name-embroidery', label: 'ネーム刺繍' },
    ],
  },
  {
    title: 'ご利用案内',
    links: [
      { href: '/guide', label: 'ご利用ガイド' },
      { href: '/shipping', label: '配送・送料について' },
      { href: '/returns', label: '返品・交換について' },
      { href: '/law', label: '特定商取引法に基づく表記' },
      { href: '/privacy', label: 'プライバシーポリシー' },
      { href: '/contact', label: 'お問い合わせ' },
    ],
  },
];

/** The footer: choosing parts, the riders' member services and the shop's terms. */
export function SiteFooter() {
  const { theme } = useStorefront();
  return (
    <Foot>
      <Inner>
        <LinkGroups groups={FOOTER_GROUPS} variant="ruled" columnWidth={220} />
      </Inner>
      <Signature>
        <small>© {theme.siteName}</small>
      </Signature>
    </Foot>
  );
}
