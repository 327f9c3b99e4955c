import {
  HeaderSearch,
  LoginLink,
  MemberCompany,
  MemberOrGuest,
  MypageLink,
  PhoneMenu,
  useStorefront,
} from '@mise/storefront';
import { hiddenOnPhone, Link, LinkGroups, LinkListItems } from '@mise/ui';
import type { ShopFrameStyle } from '@mise/ui';
import { styled } from 'styled-components';

/**
 * The measures of every layout of this shop: wider than a consumer shop, as buyers compare long
 * lists side by side.
 */
export const FRAME: ShopFrameStyle = { width: 1200, narrowWidth: 560, padding: 5 };

export const Inner = styled.div`
  max-width: ${FRAME.width}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(4)};
`;

// On phones the account row and the catalogue menu move into the drawer.
const Utility = styled.div`
  ${hiddenOnPhone}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: 2.2;

  a {
    color: inherit;
  }
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Company = styled.span`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Masthead = styled.div`
  padding: ${({ theme }) => theme.spacing(3)} 0;
  background: ${({ theme }) => theme.colors.background};

  /* Phones get one row: the shop, the cart and the menu drawer. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 3px solid ${({ theme }) => theme.colors.primary};

    > div {
      flex-wrap: nowrap;
    }
  }
`;

const DesktopShortcuts = styled.nav`
  ${hiddenOnPhone}
`;

export const Brand = styled(Link)`
  min-width: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-decoration: none;
`;

const Tag = styled.span`
  white-space: nowrap;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

const Shortcuts = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Categories = styled.nav`
  ${hiddenOnPhone}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  ul {
    display: flex;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.link};
  }
`;

const MENU = [
  { href: '/product', label: '商品一覧' },
  { href: '/maker', label: 'メーカー一覧' },
  { href: '/brand', label: 'ブランド一覧' },
  { href: '/flip-book', label: 'デジタルカタログ' },
  { href: '/news', label: 'お知らせ' },
  { href: '/guide', label: 'ご利用ガイド' },
];

/**
 * Three tight rows: who is ordering (the member's company once logged in), the shop with the
 * buyer's shortcuts, and the catalogue menu.
 */
export function SiteHeader() {
  const { theme } = useStorefront();
  return (
    <header>
      <Utility>
        <Inner>
          <span>法人・個人事業主さま専用の仕入れサイト</span>
          <Account>
            <MemberOrGuest
              member={
                <>
                  <Company>
                    <MemberCompany />
                  </Company>
                  <MypageLink />
                  <Link href="/mypage/logout">ログアウト</Link>
                </>
              }
              guest={
                <>
                  <LoginLink />
                  <Link href="/register">法人会員登録</Link>
                </>
              }
            />
          </Account>
        </Inner>
      </Utility>
      <Masthead>
        <Inner>
          <Brand href="/">
            {theme.siteName}
            <Tag>法人向け</Tag>
          </Brand>
          <DesktopShortcuts aria-label="お取引メニュー">
            <Shortcuts>
              <li>
                <Link href="/business-terms" variant="secondary" size="sm">
                  見積り・大口注文
                </Link>
              </li>
              <li>
                <Link href="/contact" variant="secondary" size="sm">
                  お問い合わせ
                </Link>
              </li>
              <li>
                <Link href="/cart" variant="primary" size="sm">
                  カート
                </Link>
              </li>
            </Shortcuts>
          </DesktopShortcuts>
          <PhoneMenu cart="primary">
            <div>
              <h2>
                <MemberOrGuest member={<MemberCompany />} guest="お客さま" />
              </h2>
              <ul>
                <li>
                  <MemberOrGuest member={<MypageLink />} guest={<LoginLink />} />
                </li>
                <li>
                  <MemberOrGuest
                    member={<Link href="/mypage/logout">ログアウト</Link>}
                    guest={<Link href="/register">法人会員登録</Link>}
                  />
                </li>
              </ul>
              <h2>お取引</h2>
              <ul>
                <li>
                  <Link href="/business-terms">見積り・大口注文</Link>
                </li>
                <li>
                  <Link href="/contact">お問い合わせ</Link>
                </li>
                <li>
                  <Link href="/cart">カート</Link>
                </li>
              </ul>
              <h2>商品を探す</h2>
              <ul>
                <LinkListItems links={MENU} />
              </ul>
            </div>
          </PhoneMenu>
        </Inner>
        <HeaderSearch frameWidth={FRAME.width} />
      </Masthead>
      <Categories aria-label="メインメニュー">
        <Inner>
          <ul>
            <LinkListItems links={MENU} />
          </ul>
        </Inner>
      </Categories>
    </header>
  );
}

const Foot = styled.footer`
  margin-top: ${({ theme }) => theme.spacing(12)};
  padding: ${({ theme }) => theme.spacing(8)} 0 ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  a {
    color: inherit;
  }
`;

const Copyright = styled.small`
  display: block;
  width: 100%;
  margin-top: ${({ theme }) => theme.spacing(6)};
  text-align: right;
`;

const FOOTER_GROUPS = [
  {
    title: 'ご利用について',
    links: [
      { href: '/guide', label: 'ご利用ガイド' },
      { href: '/business-terms', label: '法人取引について' },
      { href: '/shipping', label: '配送・送料について' },
      { href: '/returns', label: '返品・交換について' },
    ],
  },
  {
    title: '会社情報',
    links: [
      { href: '/company', label: '会社概要' },
      { href: '/law', label: '特定商取引法に基づく表記' },
      { href: '/privacy', label: 'プライバシーポリシー' },
    ],
  },
  {
    title: 'サポート',
    links: [
      { href: '/contact', label: 'お問い合わせ' },
      { href: '/sitemap', label: 'サイトマップ' },
    ],
  },
];

/** The corporate footer: terms of trade, company information and support in columns. */
export function SiteFooter() {
  const { theme } = useStorefront();
  return (
    <Foot>
      <Inner>
        <LinkGroups groups={FOOTER_GROUPS} />
        <Copyright>© {theme.siteName}</Copyright>
      </Inner>
    </Foot>
  );
}
