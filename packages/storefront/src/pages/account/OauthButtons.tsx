import { selectSettings, useAppDispatch, useAppSelector } from '@mise/store';
import { Button, Heading } from '@mise/ui';
import { useId, useState } from 'react';
import { startOauthLogin } from './OauthCallbackPage.js';
import { Actions, Alert, serverFailure, Stack } from '../../shared/page.js';

/** Names shoppers know the usual providers by; any other type is shown as configured. */
const PROVIDER_NAMES: Record<string, string> = {
  line: 'LINE',
  google: 'Google',
  yahoo: 'Yahoo! JAPAN',
  apple: 'Apple',
  facebook: 'Facebook',
  microsoft: 'Microsoft',
  amazon: 'Amazon',
};

export const providerName = (type: string) => PROVIDER_NAMES[type.toLowerCase()] ?? type;

const NO_PROVIDERS: readonly string[] = [];

/**
 * One button per OpenID Connect provider the API has configured (AUTH.OIDC.PROVIDERS of the
 * front settings); nothing when there is none. A button sends the shopper to the provider,
 * which comes back to /oauth/callback.
 */
export function OauthButtons() {
  const dispatch = useAppDispatch();
  const providers =
    useAppSelector((state) => selectSettings(state)?.['AUTH.OIDC.PROVIDERS']) ?? NO_PROVIDERS;
  const headingId = useId();
  const [starting, setStarting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (providers.length === 0) return null;

  const start = async (type: string) => {
    setFailure(null);
    setStarting(type);
    try {
      await startOauthLogin(dispatch, type);
    } catch (error) {
      setFailure(serverFailure(error).message);
      setStarting(null);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        他のサービスのアカウントでログイン
      </Heading>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <Actions>
        {providers.map((type) => (
          <Button
            key={type}
            variant="secondary"
            loading={starting === type}
            disabled={starting !== null && starting !== type}
            onClick={() => void start(type)}
          >
            {`${providerName(type)}でログイン`}
          </Button>
        ))}
      </Actions>
    </Stack>
  );
}
