import {
  fetchReviews,
  selectReviews,
  selectReviewsKey,
  selectReviewsPage,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Heading, Link, Pagination, RatingStars, ReviewCard } from '@mise/ui';
import { styled } from 'styled-components';
import { deferred, island } from '../../../kit/index.js';
import { MemberOrGuest } from '../../../navigation/MemberParts.js';
import { Muted, Section } from '../../../shared/CatalogFrame.js';

/** The form (formik, yup) loads after the page has hydrated: most visitors only read reviews. */
const ReviewForm = deferred(() => import('./ReviewForm.js').then((m) => m.ReviewForm));

const List = styled.div`
  display: flex;
  flex-direction: column;
`;

/** Reviews of a product: its average, one page of reviews at a time, and the form for members. */
function ReviewSectionContent({
  productKey,
  productId,
  average,
  count,
}: {
  productKey: string;
  productId: number;
  average: number;
  count: number;
}) {
  const dispatch = useAppDispatch();
  const reviews = useAppSelector(selectReviews);
  const page = useAppSelector(selectReviewsPage);
  const key = useAppSelector(selectReviewsKey);
  const shown = key === productKey ? reviews : [];

  return (
    <Section aria-labelledby="reviews-heading" id="reviews">
      <Heading level={2} id="reviews-heading">
        レビュー
      </Heading>
      {count > 0 ? <RatingStars value={average} count={count} showValue /> : null}
      {shown.length === 0 ? (
        <Muted>この商品のレビューはまだありません。</Muted>
      ) : (
        <List>
          {shown.map((review) => (
            <ReviewCard
              key={review.id}
              review={{
                rating: review.rating,
                title: review.title,
                body: review.body,
                nickname: review.nickname,
                createdAt: review.created_at,
              }}
            />
          ))}
        </List>
      )}
      {page && key === productKey && (
        <Pagination
          page={page}
          onChange={(target) => void dispatch(fetchReviews({ key: productKey, page: target }))}
        />
      )}
      <MemberOrGuest
        member={<ReviewForm productKey={productKey} productId={productId} />}
        guest={
          <Muted>
            レビューを書くには
            <Link href={`/login/?re=${encodeURIComponent(`/product/${productKey}`)}`}>
              ログイン
            </Link>
            してください。
          </Muted>
        }
      />
    </Section>
  );
}

export const ReviewSection = island('reviews', ReviewSectionContent);
