import { selectAuthChecked, selectIsLogin, selectProfile, useAppSelector } from '@mise/store';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { island } from '../kit/index.js';

/**
 * What a shared page (routes/table.ts) shows before the browser has checked the login: both
 * variants, and the mark the page's first script puts on <html> from the shopper's own cookies
 * (session-hint.ts) hides the wrong one before the first paint. The shell then confirms it from
 * the API and moves the mark if it was wrong.
 */
const MemberPart = styled.span`
  display: contents;
  html:not([data-member]) & {
    display: none;
  }
`;

const GuestPart = styled.span`
  display: contents;
  html[data-member] & {
    display: none;
  }
`;

/** A member's part of a header and a visitor's, in the same place. */
export function MemberOrGuest({ member, guest }: { member: ReactNode; guest: ReactNode }) {
  const checked = useAppSelector(selectAuthChecked);
  const isLogin = useAppSelector(selectIsLogin);
  // The same elements before and after the check, the other part emptied: a form in the
  // member's part that was typed into while the check ran stays as it is.
  return (
    <>
      <MemberPart>{!checked || isLogin ? member : null}</MemberPart>
      <GuestPart>{!checked || !isLogin ? guest : null}</GuestPart>
    </>
  );
}

/** Until the profile loads: the name the hint remembered (session-hint.ts), else ログイン中. */
const Remembered = styled.span`
  &::before {
    content: var(--mise-company, 'ログイン中');
  }
`;

/**
 * Who is ordering, in a business header: the member's company, or ログイン中 for a member without
 * one. An island, so a shared page fills it in once the profile has loaded.
 */
function MemberCompanyContent() {
  // Read without the user slice's code: the shell loads it with the profile.
  const user = useAppSelector(selectProfile);
  if (!user) return <Remembered />;
  return <>{user.company_name ? `${user.company_name} 様` : 'ログイン中'}</>;
}

export const MemberCompany = island('memberCompany', MemberCompanyContent);
