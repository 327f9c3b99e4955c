import { checkEmailVerify, useAppDispatch } from '@mise/store';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { EmailCodeForm } from './EmailCodeForm.js';
import { AccountFrame, Alert, Lead, Pending, serverFailure } from '../../shared/page.js';
import { useEnterShop } from './shared.js';

/**
 * /verify/email: the link of the verification mail (?email&code) confirms the address by
 * itself; without it, or when it fails, the address and code are typed in.
 */
export function VerifyEmailPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const enter = useEnterShop();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const fromLink = Boolean(email && code);
  const [failure, setFailure] = useState<string | null>(null);
  // A code is used up by its check: the link is checked once, however often the effect runs.
  const checked = useRef(false);

  useEffect(() => {
    if (!fromLink || checked.current) return;
    checked.current = true;
    dispatch(checkEmailVerify({ email, code }))
      .unwrap()
      .then(
        () => enter('/mypage/'),
        (error: unknown) => setFailure(serverFailure(error).message),
      );
  }, [dispatch, enter, fromLink, email, code]);

  return (
    <AccountFrame route={route}>
      {fromLink && failure === null ? (
        <Pending label="メールアドレスを確認しています…" />
      ) : (
        <>
          {failure && (
            <Alert tone="error">
              <p>{failure}</p>
            </Alert>
          )}
          <Lead>
            メールに記載の確認コードを入力してください。確認コードが届かない場合は再送できます。
          </Lead>
          <EmailCodeForm email={email} onVerified={() => enter('/mypage/')} />
        </>
      )}
    </AccountFrame>
  );
}
