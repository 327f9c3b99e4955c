import { logoutSession, useAppDispatch } from '@mise/store';
import { Button } from '@mise/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../navigation/use-back.js';
import type { PageProps } from '../../kit/index.js';
import { AccountFrame, Actions, Lead, PageNotice } from '../../shared/page.js';

/** /mypage/logout: asks first, then ends the session and goes to /login/. */
export function MypageLogoutPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    // The router of this page moves on; the store's own redirect is for logouts elsewhere.
    await dispatch(logoutSession({ redirect: false }));
    await navigate('/login/', { replace: true });
  };

  return (
    <AccountFrame route={route} inMypage>
      <PageNotice code="mypage-logout-index" />
      <Lead>ログアウトしますか？</Lead>
      <Actions>
        <Button size="lg" loading={busy} onClick={() => void logout()}>
          ログアウト
        </Button>
        <BackLink to="/mypage/">マイページに戻る</BackLink>
      </Actions>
    </AccountFrame>
  );
}
