import { unlockAccount, useAppDispatch } from '@mise/store';
import { Link } from '@mise/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { AccountFrame, Actions, Alert, Pending, serverFailure } from '../../shared/page.js';

const UNLOCKED = 'アカウントのロックを解除しました。ログインしてください。';
const INVALID_LINK = 'ロック解除のURLが無効か、有効期限が切れています';

type Outcome = { unlocked: true } | { unlocked: false; message: string };

/** /login/unlock?token=…: the link of the lock mail lifts the lock once. */
export function LoginUnlockPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(
    token ? null : { unlocked: false, message: INVALID_LINK },
  );
  // The token works once: a second call (a re-run effect) would report it as used up.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    dispatch(unlockAccount(token))
      .unwrap()
      .then(
        ({ result, message }) =>
          setOutcome(
            result ? { unlocked: true } : { unlocked: false, message: message ?? INVALID_LINK },
          ),
        (error: unknown) => setOutcome({ unlocked: false, message: serverFailure(error).message }),
      );
  }, [dispatch, token]);

  return (
    <AccountFrame route={route}>
      {outcome === null && <Pending label="ロックを解除しています…" />}
      {outcome?.unlocked === true && (
        <Alert tone="success">
          <p>{UNLOCKED}</p>
        </Alert>
      )}
      {outcome?.unlocked === false && (
        <Alert tone="error">
          <p>{outcome.message}</p>
        </Alert>
      )}
      {outcome !== null && (
        <Actions>
          <Link href="/login/" variant="primary">
            ログイン画面へ
          </Link>
          {!outcome.unlocked && <Link href="/reminder/">パスワードをお忘れの方</Link>}
        </Actions>
      )}
    </AccountFrame>
  );
}
