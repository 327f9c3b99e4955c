import {
  fetchMeasurements,
  selectIsLogin,
  selectUserMeasurementState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Link } from '@mise/ui';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { island } from '../../../kit/index.js';
import { LatestMeasurements } from './MeasurementTable.js';

const Box = styled.details`
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  summary {
    cursor: pointer;
    font-weight: 700;
  }
`;

/**
 * The product page's size guide aid (the motorcycle shop): the member's newest measurements
 * beside the product's sizes. Nothing for a visitor or a member without measurements.
 */
function MySizesContent() {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const { list, status } = useAppSelector(selectUserMeasurementState);

  useEffect(() => {
    if (isLogin && status === 'idle') void dispatch(fetchMeasurements('body'));
  }, [dispatch, isLogin, status]);

  if (!isLogin || list.length === 0) return null;
  return (
    <Box>
      <summary>サイズ選びの参考に：あなたの採寸データ</summary>
      <LatestMeasurements entries={list} caption="あなたの最新の採寸データ" />
      <Link href="/mypage/measurement/">採寸データを見る・更新する</Link>
    </Box>
  );
}

export const MySizes = island('mySizes', MySizesContent);
