import { DateText } from '@mise/ui';
import { styled } from 'styled-components';
import { PageNotice } from '../../../shared/PageNotice.js';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.accent};
`;

/**
 * A pre-order (予約商品) on its product page: the release day it ships from, and the shop's
 * notice about pre-orders (pre-order-info-1). Nothing for a product already released.
 */
export function PreOrderInfo({
  product,
}: {
  product: { is_pre_order: boolean; released_at: string };
}) {
  if (!product.is_pre_order) return null;
  return (
    <Box>
      <Label>
        予約商品（発売予定日：
        <DateText value={product.released_at} />）
      </Label>
      <PageNotice code="pre-order-info-1" />
    </Box>
  );
}
