import { NoImage, PageTemplate, SingleItemTemplate, useStorefront } from '@mise/storefront';
import { Cursor, Heading, Spinner } from '@mise/ui';
import type { CursorVariant, SpinnerVariant, ThemeColors } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled, useTheme } from 'styled-components';
import { AA, contrastRatio, meetsAA } from './contrast.js';
import type { ContrastUse } from './contrast.js';

/** The docs' own chrome: neutral, so only the samples carry the theme. */
const Page = styled.div`
  display: grid;
  gap: 32px;
  padding: 24px;
  color: #212529;
  font:
    14px/1.6 system-ui,
    'Noto Sans CJK JP',
    sans-serif;

  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid #dee2e6;
    text-align: left;
    vertical-align: middle;
  }
  th {
    font-weight: 600;
  }
  code {
    font-family: ui-monospace, monospace;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: #495057;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 style={{ margin: '0 0 12px', fontSize: 18 }}>{title}</h2>
      {children}
    </section>
  );
}

/** The page title of a docs story: the theme it documents. */
function Title({ what }: { what: string }) {
  const { theme } = useStorefront();
  return (
    <h1 style={{ margin: 0, fontSize: 22 }}>
      {theme.siteName}（{theme.name}）: {what}
    </h1>
  );
}

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 40px;
  height: 24px;
  border: 1px solid #adb5bd;
  border-radius: 4px;
  background: ${({ $color }) => $color};
  vertical-align: middle;
`;

const Sample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: 4px 10px;
  border-radius: 4px;
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
`;

const Verdict = styled.span<{ $ok: boolean }>`
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? '#2b8a3e' : '#c92a2a')};
`;

/** What each colour is for (the roles components read). */
const ROLES: Record<keyof ThemeColors, string> = {
  primary: 'ヘッダー帯・主ボタン・見出しの線',
  onPrimary: 'primary の上の文字',
  secondary: '副ボタン・区切りの面',
  onSecondary: 'secondary の上の文字',
  accent: '強調・バッジ・フォーカス枠',
  text: '本文',
  textMuted: '補足の文字',
  background: 'ページの地',
  surface: 'パネル・カードの面',
  border: '枠線・区切り線',
  link: 'リンク',
  error: 'エラー',
  warning: '注意',
  success: '成功',
  info: 'お知らせ',
  sale: 'セール価格',
};

/** The pairs the shop puts together, and what AA asks of each. */
const PAIRS: { fg: keyof ThemeColors; bg: keyof ThemeColors; use: ContrastUse }[] = [
  { fg: 'text', bg: 'background', use: 'text' },
  { fg: 'textMuted', bg: 'background', use: 'text' },
  { fg: 'text', bg: 'surface', use: 'text' },
  { fg: 'textMuted', bg: 'surface', use: 'text' },
  { fg: 'onPrimary', bg: 'primary', use: 'text' },
  { fg: 'onSecondary', bg: 'secondary', use: 'text' },
  { fg: 'link', bg: 'background', use: 'text' },
  { fg: 'link', bg: 'surface', use: 'text' },
  { fg: 'accent', bg: 'background', use: 'large' },
  { fg: 'error', bg: 'background', use: 'text' },
  { fg: 'warning', bg: 'background', use: 'text' },
  { fg: 'success', bg: 'background', use: 'text' },
  { fg: 'info', bg: 'background', use: 'text' },
  { fg: 'sale', bg: 'background', use: 'text' },
  { fg: 'border', bg: 'background', use: 'graphic' },
  { fg: 'accent', bg: 'background', use: 'graphic' },
];

const USE_LABEL: Record<ContrastUse, string> = {
  text: `本文 ${AA.text}:1`,
  large: `大きな文字 ${AA.large}:1`,
  graphic: `図形・枠 ${AA.graphic}:1`,
};

/** Colours by role: the theme's tokens and what the shop shows with the demo's colour scheme. */
export function ColorDocs() {
  const { theme } = useStorefront();
  const shown = useTheme();
  const roles = Object.keys(ROLES) as (keyof ThemeColors)[];
  const failing = PAIRS.filter(
    (pair) => !meetsAA(contrastRatio(shown.colors[pair.fg], shown.colors[pair.bg]), pair.use),
  ).length;
  return (
    <Page>
      <Title what="色とコントラスト" />
      <Intro>
        トークン（themes/{theme.name}
        /src/tokens.ts）と、デモのショップが選んだ配色パターンを重ねた表示上の色。
        コントラストは表示上の色で WCAG AA に照らしています（AA 未達: {failing} 組）。
      </Intro>
      <Section title="役割ごとの色">
        <table>
          <thead>
            <tr>
              <th>役割</th>
              <th>用途</th>
              <th>トークン</th>
              <th>表示</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => (
              <tr key={role}>
                <td>
                  <code>{role}</code>
                </td>
                <td>{ROLES[role]}</td>
                <td>
                  <Swatch $color={theme.tokens.colors[role]} />{' '}
                  <code>{theme.tokens.colors[role]}</code>
                </td>
                <td>
                  <Swatch $color={shown.colors[role]} /> <code>{shown.colors[role]}</code>
                  {shown.colors[role] !== theme.tokens.colors[role] && '（配色パターン）'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="組み合わせのコントラスト（WCAG AA）">
        <table>
          <thead>
            <tr>
              <th>文字・図形</th>
              <th>地</th>
              <th>見本</th>
              <th>比</th>
              <th>基準</th>
              <th>判定</th>
            </tr>
          </thead>
          <tbody>
            {PAIRS.map(({ fg, bg, use }) => {
              const ratio = contrastRatio(shown.colors[fg], shown.colors[bg]);
              const ok = meetsAA(ratio, use);
              return (
                <tr key={`${fg}-${bg}-${use}`}>
                  <td>
                    <code>{fg}</code>
                  </td>
                  <td>
                    <code>{bg}</code>
                  </td>
                  <td>
                    <Sample $fg={shown.colors[fg]} $bg={shown.colors[bg]}>
                      見本 Aa 123
                    </Sample>
                  </td>
                  <td>{ratio.toFixed(2)}:1</td>
                  <td>{USE_LABEL[use]}</td>
                  <td>
                    <Verdict $ok={ok}>{ok ? 'AA 適合' : 'AA 未達'}</Verdict>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Section>
    </Page>
  );
}

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;

/** The type scale, weights and line height, in the theme's own font stack. */
export function TypeDocs() {
  const shown = useTheme();
  const { typography } = shown;
  return (
    <Page>
      <Title what="文字" />
      <Intro>
        書体: <code>{typography.fontFamily}</code>／数字:{' '}
        <code>{typography.fontFamilyNumeric}</code>／行間 {typography.lineHeight}／太さ{' '}
        {typography.weights.regular}・{typography.weights.bold}
      </Intro>
      <Section title="文字サイズ">
        <table>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size}>
                <td style={{ width: 120 }}>
                  <code>{size}</code> {typography.sizes[size]}
                </td>
                <td
                  style={{
                    fontFamily: typography.fontFamily,
                    fontSize: typography.sizes[size],
                    lineHeight: typography.lineHeight,
                    color: shown.colors.text,
                  }}
                >
                  毎日の暮らしに役立つ商品を ¥12,345
                  <span style={{ fontWeight: typography.weights.bold }}> 送料無料</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="見出し（Heading）">
        {([1, 2, 3] as const).map((level) => (
          <Heading key={level} level={level}>
            見出しレベル {level}
          </Heading>
        ))}
      </Section>
    </Page>
  );
}

const STEPS = [1, 2, 3, 4, 6, 8, 12, 16] as const;
const RADII = ['sm', 'md', 'lg', 'pill'] as const;

/** The spacing steps, radii and screen classes. */
export function SpaceDocs() {
  const shown = useTheme();
  return (
    <Page>
      <Title what="余白・角丸・画面幅" />
      <Section title="余白（theme.spacing(n)、1 = 4px）">
        <table>
          <tbody>
            {STEPS.map((step) => (
              <tr key={step}>
                <td style={{ width: 160 }}>
                  <code>spacing({step})</code> {shown.spacing(step)}
                </td>
                <td>
                  <span
                    style={{
                      display: 'inline-block',
                      width: shown.spacing(step),
                      height: 16,
                      background: shown.colors.primary,
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section title="角丸">
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
          {RADII.map((radius) => (
            <figure key={radius} style={{ margin: 0, textAlign: 'center' }}>
              <div
                style={{
                  width: 96,
                  height: 64,
                  borderRadius: shown.radii[radius],
                  background: shown.colors.surface,
                  border: `2px solid ${shown.colors.primary}`,
                }}
              />
              <figcaption>
                <code>{radius}</code> {shown.radii[radius]}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title="画面幅（ブレークポイント）">
        <Intro>
          スマートフォン: {shown.breakpoints.sm}px 以下／タブレット: {shown.breakpoints.sm + 1}〜
          {shown.breakpoints.md}px／デスクトップ: {shown.breakpoints.md + 1}px
          以上（ツールバーの画面サイズはここから）
        </Intro>
      </Section>
    </Page>
  );
}

const SPINNERS = Array.from({ length: 14 }, (_, index) => (index + 1) as SpinnerVariant);
const CURSORS: CursorVariant[] = [1, 2, 3];

const Cells = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
`;

const Cell = styled.figure<{ $chosen: boolean }>`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin: 0;
  padding: 12px;
  border: 2px solid ${({ $chosen }) => ($chosen ? '#212529' : '#dee2e6')};
  border-radius: 6px;
`;

/** The 14 spinners and 3 cursors in the theme's colours; the theme's own marked. */
export function MotionDocs() {
  const shown = useTheme();
  return (
    <Page>
      <Title what="スピナーとカーソル" />
      <Intro>
        このテーマの選択: スピナー {shown.spinner.variant}（{shown.spinner.size}px）、カーソル{' '}
        {shown.cursor.variant}（{shown.cursor.size}px、{shown.cursor.frame}{' '}
        秒/コマ）。太枠が選択中。
      </Intro>
      <Section title="スピナー（14 種）">
        <Cells>
          {SPINNERS.map((variant) => (
            <Cell key={variant} $chosen={variant === shown.spinner.variant}>
              <Spinner variant={variant} size={32} label={`スピナー ${variant}`} />
              <figcaption>{variant}</figcaption>
            </Cell>
          ))}
        </Cells>
      </Section>
      <Section title="カーソル（3 種）">
        <Cells>
          {CURSORS.map((variant) => (
            <Cell key={variant} $chosen={variant === shown.cursor.variant}>
              <Cursor variant={variant} size={24} />
              <figcaption>{variant}</figcaption>
            </Cell>
          ))}
        </Cells>
      </Section>
    </Page>
  );
}

/** The theme's looks of the two page templates and the no-image panel (identity.ts templates). */
export function TemplateDocs() {
  const { theme } = useStorefront();
  return (
    <Page>
      <Title what="テンプレートの見た目" />
      <Intro>
        identity.ts の <code>templates</code>: <code>{JSON.stringify(theme.templates ?? {})}</code>
      </Intro>
      <Section title="ページテンプレート（PageTemplate）">
        <PageTemplate title="ご利用ガイド" trail={[{ label: 'ヘルプ', to: '/guide' }]}>
          <p>ご注文からお届けまでの流れと、お支払い方法についてご案内します。</p>
        </PageTemplate>
      </Section>
      <Section title="単品テンプレート（SingleItemTemplate）と画像なし（NoImage）">
        <SingleItemTemplate
          title="画像のない商品"
          trail={[{ label: '商品一覧', to: '/product' }]}
          media={<NoImage />}
        >
          <p>画像が登録されていない商品・記事では、テーマの「画像なし」表示になります。</p>
        </SingleItemTemplate>
      </Section>
    </Page>
  );
}
