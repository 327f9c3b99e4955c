import type { OrderQuery } from '@mise/api-client';
import { selectUserOrderState, useAppSelector } from '@mise/store';
import {
  Button,
  DateField,
  EmptyState,
  Form,
  formatDateTime,
  fromDateParts,
  Link,
  Pagination,
  RowList,
  SelectField,
  toDateParts,
} from '@mise/ui';
import type { DateParts } from '@mise/ui';
import { orderPeriodSchema } from '@mise/validation';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { AccountFrame, Actions, LoadFailed, Pending } from '../../shared/page.js';
import { StatusTag, yen } from '../../shared/sections.js';
import { orderQueryOf, STATUS_OPTIONS } from './order-query.js';

type FilterValues = { ordered_from: DateParts; ordered_to: DateParts; status: string };

/** The list's query from the URL (its loader reads the same). */
function useOrderQuery(): OrderQuery {
  const { search } = useLocation();
  return useMemo(() => orderQueryOf(new URLSearchParams(search)), [search]);
}

function searchOf(query: OrderQuery, page?: number): string {
  const params = new URLSearchParams();
  if (query.ordered_from) params.set('from', query.ordered_from);
  if (query.ordered_to) params.set('to', query.ordered_to);
  if (query.status) params.set('status', query.status);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: flex-end;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /mypage/order_history: the member's orders, 10 a page, filtered by period and status. */
export function OrderHistoryPage({ route }: PageProps) {
  const navigate = useNavigate();
  const query = useOrderQuery();
  // Loaded by the route's loader (ORDER_LOADERS) for each query.
  const { list, page, totalPayment, listStatus } = useAppSelector(selectUserOrderState);

  const initialValues: FilterValues = {
    ordered_from: toDateParts(query.ordered_from),
    ordered_to: toDateParts(query.ordered_to),
    status: query.status ?? '',
  };
  const year = new Date().getFullYear();

  return (
    <AccountFrame route={route} inMypage>
      {totalPayment !== null && (
        <Summary>
          ご購入金額合計：<strong>{yen(totalPayment)}</strong>
          <small>（キャンセル分を除く）</small>
        </Summary>
      )}
      <Form<FilterValues>
        initialValues={initialValues}
        enableReinitialize
        validationSchema={orderPeriodSchema}
        aria-label="ご注文の絞り込み"
        onSubmit={async (values) => {
          await navigate(
            `/mypage/order_history/${searchOf({
              ordered_from: fromDateParts(values.ordered_from) || undefined,
              ordered_to: fromDateParts(values.ordered_to) || undefined,
              status: (values.status || undefined) as OrderQuery['status'],
            })}`,
          );
        }}
      >
        <Filters>
          <DateField
            name="ordered_from"
            label="参照開始日"
            yearRange={{ from: year, to: year - 10 }}
          />
          <DateField
            name="ordered_to"
            label="参照終了日"
            yearRange={{ from: year, to: year - 10 }}
          />
          <SelectField name="status" label="状態" options={STATUS_OPTIONS} placeholder="すべて" />
        </Filters>
        <Actions>
          <Button type="submit">絞り込む</Button>
          <Link href="/mypage/order_history/">条件をクリア</Link>
        </Actions>
      </Form>

      {listStatus === 'failed' ? (
        <LoadFailed />
      ) : listStatus !== 'loaded' && list.length === 0 ? (
        <Pending label="ご注文履歴を読み込んでいます…" />
      ) : list.length === 0 ? (
        <EmptyState
          message="ご注文履歴はありません。"
          action={{ label: '商品を探す', to: '/product' }}
        />
      ) : (
        <>
          {page && <Muted role="status">全{page.total.toLocaleString('ja-JP')}件</Muted>}
          <RowList aria-label="ご注文一覧">
            {list.map((order) => (
              <Entry key={order.id}>
                <div>
                  <p>
                    <Link href={`/mypage/order_history/${order.id}/`}>
                      ご注文番号 {order.order_no}
                    </Link>{' '}
                    <StatusTag $cancelled={order.status === 'cancelled'}>
                      {order.status_label}
                    </StatusTag>
                  </p>
                  <Muted>ご注文日時：{formatDateTime(order.ordered_at)}</Muted>
                  <Muted>
                    {order.items
                      .slice(0, 3)
                      .map((item) => `${item.product_name} × ${item.quantity}`)
                      .join('、')}
                    {order.items.length > 3 ? ` ほか${order.items.length - 3}点` : ''}
                  </Muted>
                </div>
                <p>
                  <strong>{yen(order.total_payment)}</strong>
                </p>
              </Entry>
            ))}
          </RowList>
          {page && page.lastPage > 1 && (
            <Pagination
              page={page}
              hrefFor={(target) => `/mypage/order_history/${searchOf(query, target)}`}
            />
          )}
        </>
      )}
    </AccountFrame>
  );
}
