import { EmptyState, Link, RichContent } from '@mise/ui';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { LoadFailed, Pending } from '../../../shared/page.js';
import { CatalogFrame } from '../../../shared/CatalogFrame.js';
import { useStylists } from './use-stylists.js';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** /stylist: the shop's stylists with photo, name and profile, each linking its own page. */
export function StylistListPage({ route }: PageProps) {
  const stylists = useStylists();
  return (
    <CatalogFrame
      title={route.title}
      description="ライディングウェアやヘルメット選びをお手伝いするスタイリストをご紹介します。"
    >
      <p>ライディングウェアやヘルメット選びをお手伝いするスタイリストをご紹介します。</p>
      {stylists.status === 'loading' ? (
        <Pending label="スタイリストを読み込んでいます…" />
      ) : stylists.status === 'failed' ? (
        <LoadFailed />
      ) : stylists.data.length === 0 ? (
        <EmptyState message="スタイリストはまだいません。" />
      ) : (
        <Grid aria-label="スタイリスト一覧">
          {stylists.data.map((stylist) => {
            const href = `/stylist/${encodeURIComponent(stylist.key)}`;
            return (
              <Card key={stylist.key}>
                <img
                  src={stylist.photo.path}
                  alt={stylist.photo.alt}
                  width={480}
                  height={600}
                  loading="lazy"
                />
                <Muted>{stylist.title}</Muted>
                <h2>
                  <Link href={href}>{stylist.name}</Link>
                </h2>
                <Muted>{stylist.name_kana}</Muted>
                <RichContent html={stylist.profile} />
                <p>
                  <Link
                    href={href}
                    variant="secondary"
                    aria-label={`${stylist.name}のプロフィールを見る`}
                  >
                    プロフィールを見る
                  </Link>
                </p>
              </Card>
            );
          })}
        </Grid>
      )}
    </CatalogFrame>
  );
}
