import { fetchPopup, selectPopup, selectPopups, useAppDispatch, useAppSelector } from '@mise/store';
import { EmptyState, Heading, Link, RichContent } from '@mise/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { ContentFrame } from './ContentFrame.js';

const PopupCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

/** /popup: the popups shown now, or one of them (?id=) as visitors see it. */
export function PopupPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const id = params.get('id');
  const popups = useAppSelector(selectPopups);
  const one = useAppSelector((state) => (id ? selectPopup(state, id) : null));
  useEffect(() => {
    if (id && !one) void dispatch(fetchPopup(id));
  }, [dispatch, id, one]);
  const shown = id ? (one ? [one] : []) : popups;
  return (
    <ContentFrame title={one ? one.title : route.title}>
      {shown.length === 0 && <EmptyState message="表示中のポップアップはありません" />}
      {shown.map((popup) => (
        <PopupCard key={popup.id} aria-labelledby={`popup-${popup.id}`}>
          <Heading level={2} id={`popup-${popup.id}`}>
            {popup.title}
          </Heading>
          <RichContent html={popup.body} />
          {popup.link_url && <Link href={popup.link_url}>{popup.link_label ?? '詳しく見る'}</Link>}
          {!id && <Link href={`/popup/?id=${popup.id}`}>このポップアップだけを表示</Link>}
        </PopupCard>
      ))}
    </ContentFrame>
  );
}
