import { styled } from 'styled-components';
import type { DateInput } from '../format.js';
import { DateText } from './DateText.js';
import { RatingStars } from './RatingStars.js';

export type ReviewCardReview = {
  rating: number;
  title: string;
  body: string;
  nickname: string;
  createdAt: DateInput;
};

export type ReviewCardProps = {
  review: ReviewCardReview;
  /** Level of the review title, to fit the page outline. */
  headingLevel?: 3 | 4;
  className?: string;
};

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One customer review: stars, title, text (line breaks kept), who wrote it and when. */
export function ReviewCard({ review, headingLevel = 3, className }: ReviewCardProps) {
  return (
    <Root className={className}>
      <RatingStars value={review.rating} size="sm" />
      <Title as={`h${headingLevel}`}>{review.title}</Title>
      <Body>{review.body}</Body>
      <Meta>
        <span>{review.nickname || '匿名'}さん</span>
        <DateText value={review.createdAt} />
      </Meta>
    </Root>
  );
}
