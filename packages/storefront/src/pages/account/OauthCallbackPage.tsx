import { applyOauthLogin, fetchOauthRedirect, useAppDispatch } from '@mise/store';
import type { AppDispatch } from '@mise/store';
import { Link } from '@mise/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { MfaStep, NotRegisteredNotice, useLoginFlow } from './login-flow.js';
import { AccountFrame, Actions, Alert, Pending, serverFailure } from '../../shared/page.js';

const OAUTH_TYPE_KEY = 'mise:oauth-type';

/** What the provider sends back to /oauth/callback and the API redeems. */
const CALLBACK_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

const NO_PROVIDER = 'ログイン方法を確認できませんでした。もう一度ログインしてください。';

/**
 * Sends the shopper to the provider's login page. Providers come back to /oauth/callback with
 * only a code and a state, so the provider's type is kept in this tab until then.
 */
export async function startOauthLogin(dispatch: AppDispatch, type: string): Promise<void> {
  const url = await dispatch(fetchOauthRedirect(type)).unwrap();
  window.sessionStorage.setItem(OAUTH_TYPE_KEY, type);
  window.location.assign(url);
}

function takeOauthType(): string | null {
  const type = window.sessionStorage.getItem(OAUTH_TYPE_KEY);
  window.sessionStorage.removeItem(OAUTH_TYPE_KEY);
  return type;
}

/**
 * /oauth/callback: finishes an OpenID Connect login (provider type from ?type or from
 * startOauthLogin), then goes on like a password login.
 */
export function OauthCallbackPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { step, settle } = useLoginFlow();
  const [failure, setFailure] = useState<string | null>(null);
  // A state is spent by its first use: the callback is redeemed once.
  const redeemed = useRef(false);

  useEffect(() => {
    if (redeemed.current) return;
    redeemed.current = true;
    const type = params.get('type') ?? takeOauthType();
    const query = Object.fromEntries(
      CALLBACK_PARAMS.flatMap((name) => {
        const value = params.get(name);
        return value === null ? [] : [[name, value]];
      }),
    );
    const redeem = type
      ? dispatch(applyOauthLogin({ type, query })).unwrap()
      : Promise.reject(new Error(NO_PROVIDER));
    redeem.then(settle).catch((error: unknown) => setFailure(serverFailure(error).message));
  }, [dispatch, params, settle]);

  let body;
  if (failure) {
    body = (
      <>
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
        <Actions>
          <Link href="/login/" variant="primary">
            ログイン画面へ
          </Link>
        </Actions>
      </>
    );
  } else if (step.kind === 'verify') {
    body = <MfaStep onSettled={settle} onCancel={() => void navigate('/login/')} />;
  } else if (step.kind === 'notRegistered') {
    body = <NotRegisteredNotice warning={step.warning} />;
  } else {
    body = <Pending label="ログインしています…" />;
  }
  return <AccountFrame route={route}>{body}</AccountFrame>;
}
