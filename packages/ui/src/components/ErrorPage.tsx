import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';

export type ErrorPageProps = {
  /** HTTP status of the failure; 404 (also used for an invalid channel) shows the not-found texts. */
  status?: number;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => `${theme.spacing(16)} ${theme.spacing(4)}`};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec section 2's error page: '404 Not Found' or 'Error', and a way back to the top page. */
export function ErrorPage({ status = 500, className }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <Root className={className}>
      <Title>{notFound ? '404 Not Found' : 'Error'}</Title>
      <Message>
        {notFound ? 'お探しのページが見つかりませんでした。' : 'エラーが発生しました'}
      </Message>
      <Link href="/" variant="primary" size="lg">
        トップページへ戻る
      </Link>
    </Root>
  );
}
