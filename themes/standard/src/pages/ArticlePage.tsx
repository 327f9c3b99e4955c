import { NoImage, SingleItemTemplate } from '@mise/storefront';
import type { PageProps } from '@mise/storefront';
import { Link } from '@mise/ui';
import { useParams } from 'react-router-dom';

/** The list each kind of article belongs to, for the trail and the way back. */
const LISTS: Partial<Record<string, { label: string; to: string }>> = {
  newsDetail: { label: 'お知らせ一覧', to: '/news' },
  blogDetail: { label: 'ブログ一覧', to: '/blog' },
};

/** A news or blog article: its number beside the picture column, and the way back to its list. */
export function ArticlePage({ route }: PageProps) {
  const { key = '' } = useParams();
  const list = LISTS[route.id];
  return (
    <SingleItemTemplate title={route.title} trail={list ? [list] : []} media={<NoImage />}>
      <p>記事番号：{key}</p>
      {list && <Link href={list.to}>{list.label}へ戻る</Link>}
    </SingleItemTemplate>
  );
}
