import { selectUser, selectUserStatus, useAppSelector } from '@mise/store';
import { Breadcrumbs, Button, EmptyState, Heading, Spinner } from '@mise/ui';
import { useFormikContext } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { PageMeta } from '../kit/index.js';
import type { RouteDef } from '../routes/table.js';
import { serverFailure } from './server-failure.js';

// Pages without forms import it from its own module: this one brings formik.
export { serverFailure };
export { PageNotice } from './PageNotice.js';

/**
 * What the pages of every feature share: the frame of a member's page, alerts, a form's server
 * errors and submit button, the shop's notices, loading and failure states.
 */

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
  max-width: ${({ theme }) => theme.spacing(180)};
`;

/** Title, breadcrumbs and heading of an account page; search engines skip these pages. */
export function AccountFrame({
  route,
  inMypage = false,
  lead,
  children,
}: {
  route: RouteDef;
  /** A section of my page: the trail goes through マイページ. */
  inMypage?: boolean;
  /**
   * What the page is for, under its heading: static, so the server's HTML says it while the
   * member's data loads in the browser.
   */
  lead?: string;
  children: ReactNode;
}) {
  const items = [
    { label: 'トップ', to: '/' },
    ...(inMypage ? [{ label: 'マイページ', to: '/mypage/' }] : []),
    { label: route.title },
  ];
  return (
    <Page>
      <PageMeta title={route.title} noIndex />
      <Breadcrumbs items={items} />
      <Heading level={1}>{route.title}</Heading>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </Page>
  );
}

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(2)};
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Tone = 'error' | 'warning' | 'success' | 'info';

const toneColor = (theme: DefaultTheme, tone: Tone) => theme.colors[tone];

const AlertBox = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(4)}`};
  border: 1px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  & > p {
    margin: 0;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
`;

/** A message box; errors and warnings interrupt screen readers, the rest wait their turn. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <AlertBox $tone={tone} role={urgent ? 'alert' : 'status'}>
      {children}
    </AlertBox>
  );
}

/** What a form shows above its fields: the server's message of the last failed submit. */
type FormStatus = { error?: string; info?: string } | undefined;

export function FormAlert() {
  const current = useFormikContext<unknown>().status as FormStatus;
  if (current?.error)
    return (
      <Alert tone="error">
        <p>{current.error}</p>
      </Alert>
    );
  if (current?.info)
    return (
      <Alert tone="success">
        <p>{current.info}</p>
      </Alert>
    );
  return null;
}

/** The form's submit button, busy while the submit runs. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext<unknown>();
  return (
    <Button type="submit" size="lg" loading={isSubmitting}>
      {children}
    </Button>
  );
}

/**
 * Shows a failed submit: the server's message above the form and its field messages beside
 * the fields. The values stay as typed, so nothing has to be entered again.
 */
export function showServerError<V>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setStatus'>,
): void {
  const failure = serverFailure(error);
  const fields = Object.fromEntries(
    Object.entries(failure.errors).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])),
  );
  helpers.setErrors(fields as FormikErrors<V>);
  helpers.setStatus({ error: failure.message } satisfies FormStatus);
}

/**
 * The logged-in member's profile and whether it is still coming. Nothing is fetched here: the
 * shop's preparation and the shell load it once logged in, and the pages that show it have a
 * loader (PROFILE_LOADERS) that asks again for one the store lacks.
 */
export function useMember() {
  const user = useAppSelector(selectUser);
  const status = useAppSelector(selectUserStatus);
  return {
    user,
    loading: !user && (status === 'loading' || status === 'idle'),
    failed: !user && status === 'failed',
  };
}

const Waiting = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A member's list or record that could not be loaded (the server or the network failed). */
export function LoadFailed() {
  return (
    <EmptyState message="読み込めませんでした" description="時間をおいてもう一度お試しください。" />
  );
}

/** A spinner with what is being waited for (announced once, through the spinner). */
export function Pending({ label }: { label: string }) {
  return (
    <Waiting>
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </Waiting>
  );
}
