import { NoImage, SingleItemTemplate, useStylist } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { EmptyState, Link, RichContent } from '@mise/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';

const Serial = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Photo = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const LIST = { label: 'スタイリスト一覧', to: '/stylist' };

/** A stylist's page: the big picture column first, then the name, title and profile. */
export function ArticlePage({ route }: PageProps) {
  const { key = '' } = useParams();
  const stylist = useStylist(key);
  const found = stylist.status === 'loaded' ? stylist.data : null;
  return (
    <SingleItemTemplate
      title={found?.name ?? route.title}
      trail={[LIST]}
      media={
        found ? (
          <Photo src={found.photo.path} alt={found.photo.alt} width={480} height={600} />
        ) : (
          <NoImage />
        )
      }
    >
      {stylist.status === 'failed' ? (
        <EmptyState message="スタイリストが見つかりませんでした。" />
      ) : found ? (
        <>
          <Serial>
            {found.title}／{found.name_kana}
          </Serial>
          <RichContent html={found.profile} />
        </>
      ) : null}
      <Link href={LIST.to} variant="secondary">
        {LIST.label}へ戻る
      </Link>
    </SingleItemTemplate>
  );
}
