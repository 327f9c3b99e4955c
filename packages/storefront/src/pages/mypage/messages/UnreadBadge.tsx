import {
  fetchUnreadSystemMessages,
  selectIsLogin,
  selectSystemMessageState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Badge } from '@mise/ui';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';

const Count = styled(Badge)`
  margin-left: ${({ theme }) => theme.spacing(1)};
  vertical-align: text-top;
`;

/**
 * The member's unread messages as a round count (nothing when there are none or before the
 * count has loaded). The first one on a page loads the count, `refresh` loads it again (my
 * page: orders since may have brought messages); opening a message lowers it.
 */
export function UnreadBadge({
  className,
  refresh = false,
}: {
  className?: string;
  refresh?: boolean;
}) {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const { unread, unreadStatus } = useAppSelector(selectSystemMessageState);

  const idle = unreadStatus === 'idle';
  const refreshed = useRef(false);
  useEffect(() => {
    if (!isLogin) {
      refreshed.current = false;
      return;
    }
    if (idle || (refresh && !refreshed.current)) {
      refreshed.current = true;
      void dispatch(fetchUnreadSystemMessages());
    }
  }, [dispatch, isLogin, idle, refresh]);

  if (!isLogin || !unread) return null;
  return (
    <Count variant="count" label={`未読メッセージ ${unread}件`} className={className}>
      {unread > 99 ? '99+' : unread}
    </Count>
  );
}
