import { Link } from '@mise/ui';
import type { LinkVariant } from '@mise/ui';
import { island } from '../kit/index.js';
import { useRememberReturn } from './use-back.js';

/**
 * A link to /login/ that brings the member back to this page once logged in (headers' ログイン
 * links, "log in to bookmark" prompts).
 */
function LoginLinkContent({
  variant = 'text',
  children = 'ログイン',
}: {
  variant?: LinkVariant;
  children?: string;
}) {
  const remember = useRememberReturn();
  return (
    <Link href="/login/" variant={variant} onClick={remember}>
      {children}
    </Link>
  );
}

export const LoginLink = island('loginLink', LoginLinkContent);
