import { selectInquiries, useAppSelector } from '@mise/store';
import { Badge, DateText, EmptyState, Link, Pagination, RowList, RowListItem } from '@mise/ui';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { AccountFrame, LoadFailed, Pending } from '../../shared/page.js';

const Row = styled(RowListItem)`
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: stretch;

  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
`;

const Excerpt = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** /mypage/inquiry_history: the member's inquiries, the most recently active first (paged). */
export function InquiryHistoryPage({ route }: PageProps) {
  // Loaded by the route's loader (CONTACT_LOADERS) for the page in the URL.
  const { list, page, status } = useAppSelector(selectInquiries);

  return (
    <AccountFrame
      route={route}
      inMypage
      lead="これまでのお問い合わせと、ショップからの回答を確認できます。"
    >
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' && list.length === 0 ? (
        <Pending label="お問い合わせ履歴を読み込んでいます…" />
      ) : list.length === 0 ? (
        <EmptyState
          message="お問い合わせの履歴はありません。"
          action={{ label: 'お問い合わせフォームへ', to: '/contact/' }}
        />
      ) : (
        <>
          <RowList aria-label="お問い合わせ一覧">
            {list.map((inquiry) => (
              <Row key={inquiry.id}>
                <Head>
                  <Badge variant={inquiry.status === 'answered' ? 'new' : 'info'}>
                    {inquiry.status === 'answered' ? '回答あり' : '回答待ち'}
                  </Badge>
                  <Link href={`/mypage/inquiry_history/${inquiry.id}/`}>
                    受付番号 {inquiry.inquiry_no}
                    {inquiry.catalog_title
                      ? `（カタログ請求：${inquiry.catalog_title}）`
                      : inquiry.category_name
                        ? `（${inquiry.category_name}）`
                        : ''}
                  </Link>
                </Head>
                <Excerpt>{inquiry.excerpt}</Excerpt>
                <small>
                  送信日時：
                  <DateText value={inquiry.created_at} withTime />
                  {inquiry.comment_count > 0 && ` ／ やりとり ${inquiry.comment_count}件`}
                </small>
              </Row>
            ))}
          </RowList>
          {page && <Pagination page={page} hrefFor={(target) => `${route.path}/?page=${target}`} />}
        </>
      )}
    </AccountFrame>
  );
}
