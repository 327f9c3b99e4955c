import { NoImage, SingleItemTemplate } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Link } from '@mise/ui';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';

const Serial = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Each detail page's list and what its key numbers. */
const KINDS: Partial<Record<string, { numbered: string; list: { label: string; to: string } }>> = {
  stylistDetail: {
    numbered: 'スタイリスト番号',
    list: { label: 'スタイリスト一覧', to: '/stylist' },
  },
};

/** A stylist's page: the big picture column first, then the details. */
export function ArticlePage({ route }: PageProps) {
  const { key = '' } = useParams();
  const kind = KINDS[route.id];
  return (
    <SingleItemTemplate title={route.title} trail={kind ? [kind.list] : []} media={<NoImage />}>
      <Serial>
        {kind?.numbered ?? '番号'}：{key}
      </Serial>
      {kind && (
        <Link href={kind.list.to} variant="secondary">
          {kind.list.label}へ戻る
        </Link>
      )}
    </SingleItemTemplate>
  );
}
