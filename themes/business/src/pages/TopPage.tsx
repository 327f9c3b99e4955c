import {
  ContentBlocks,
  ContentBlockView,
  MemberCompany,
  MemberOrGuest,
  TopPageHead,
  useLayoutBlocks,
} from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Intro, Link, LinkTiles, TitledSection } from '@mise/ui';
import { styled } from 'styled-components';

const Lead = styled(Intro)`
  padding: ${({ theme }) => theme.spacing(8)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled(TitledSection)`
  margin-top: ${({ theme }) => theme.spacing(10)};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  border: 1px solid ${({ theme }) => theme.colors.border};

  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.spacing(4)};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  li + li {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  li::before {
    content: counter(step);
    display: block;
    color: ${({ theme }) => theme.colors.accent};
    font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    line-height: 1.2;
  }
  strong {
    display: block;
  }
`;

const Terms = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    width: 12em;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Main column beside a narrow side column of news and categories (stacked on phones). */
const Board = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 320px);
  gap: ${({ theme }) => theme.spacing(8)};
  margin-top: ${({ theme }) => theme.spacing(10)};

  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled(ContentBlocks)`
  min-width: 0;
`;

const Side = styled.aside`
  min-width: 0;
`;

/** Business sections: square, ruled, headings in small caps of the accent colour. */
const Block = styled(ContentBlockView)`
  h2 {
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    background: ${({ theme }) => theme.colors.surface};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

/** Blocks the side column takes: what a buyer checks at a glance. */
const SIDE = new Set(['news', 'links']);

const STEPS = [
  { title: '法人会員登録', text: '会社名・部署名をご入力ください。' },
  { title: '審査', text: '2営業日以内に法人価格でのご購入が可能になります。' },
  { title: 'ご注文', text: '見積書をダウンロードして社内稟議にお使いいただけます。' },
  { title: 'お支払い', text: '請求書払い（月末締め翌月末払い）をご利用いただけます。' },
];

const TERMS = [
  { label: '価格表示', text: '税抜価格で表示し、消費税はご注文金額の合計に対して計算します。' },
  { label: 'お届け先', text: '1回のご注文で複数の事業所・店舗へお届けできます。' },
  { label: '大口注文', text: '10ケース以上のご注文は個別にお見積りします。' },
];

const FINDERS = [
  { href: '/product', label: '商品一覧から探す' },
  { href: '/maker', label: 'メーカーから探す' },
  { href: '/brand', label: 'ブランドから探す' },
  { href: '/flip-book', label: 'デジタルカタログを見る' },
];

/**
 * The business shop's top page: for buyers, how trading works here (registration, review,
 * quotation, invoice) before the ways into the catalogue; a logged-in buyer is greeted by
 * company and sent to orders (both variants in the shared page, the shopper's shown by CSS).
 */
export function TopPage({ route }: PageProps) {
  // The lead above is this shop's hero; the layout's own hero would repeat it.
  const blocks = useLayoutBlocks('top').filter((block) => block.type !== 'hero');
  const main = blocks.filter((block) => !SIDE.has(block.type));
  const side = blocks.filter((block) => SIDE.has(block.type));
  return (
    <>
      <TopPageHead
        title={route.title}
        about="法人・個人事業主さま向けに業務用品と備品をお届けする仕入れサイトです。"
      />
      <Lead
        title="業務用品の仕入れと備品調達を、まとめて。"
        text={
          <MemberOrGuest
            member={
              <>
                <MemberCompany />
                、いつもご利用いただきありがとうございます。
              </>
            }
            guest="法人会員さまは法人価格・請求書払い・見積書の発行をご利用いただけます。"
          />
        }
        actions={
          <MemberOrGuest
            member={
              <>
                <Link href="/ec" variant="primary">
                  ショップトップへ
                </Link>
                <Link href="/mypage/order_history" variant="secondary">
                  ご注文履歴
                </Link>
              </>
            }
            guest={
              <>
                <Link href="/register" variant="primary">
                  法人会員登録（無料）
                </Link>
                <Link href="/login" variant="secondary">
                  ログイン
                </Link>
              </>
            }
          />
        }
      />

      {blocks.length > 0 && (
        <Board>
          <Column blocks={main} Block={Block} />
          <Side aria-label="お知らせとカテゴリ">
            <ContentBlocks blocks={side} Block={Block} priority={false} />
          </Side>
        </Board>
      )}

      <Section title="商品を探す" id="top-find" headingSize="lg">
        <LinkTiles links={FINDERS} />
      </Section>

      <Section title="お取引の流れ" id="top-flow" headingSize="lg">
        <Steps>
          {STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              {step.text}
            </li>
          ))}
        </Steps>
      </Section>

      <Section title="法人取引の条件" id="top-terms" headingSize="lg">
        <Terms>
          <tbody>
            {TERMS.map((term) => (
              <tr key={term.label}>
                <th scope="row">{term.label}</th>
                <td>{term.text}</td>
              </tr>
            ))}
          </tbody>
        </Terms>
        <p>
          <Link href="/business-terms">法人取引について詳しく見る</Link>
        </p>
      </Section>
    </>
  );
}
