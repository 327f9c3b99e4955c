import { selectAccessories, selectProductDetail, useAppSelector } from '@mise/store';
import {
  Heading,
  Link,
  Price,
  RatingStars,
  RichContent,
  StockStatus,
  VariantSelector,
} from '@mise/ui';
import { Fragment } from 'react';
import { styled } from 'styled-components';
import { ViewItemTracker } from '../../shared/ViewItem.js';
import { ISLAND_TAG, useStorefront } from '../../kit/index.js';
import { ProductGalleryIsland } from './components/product-gallery-island.js';
import { PageNotice } from '../../shared/PageNotice.js';
import { routesFor } from '../../routes/table.js';
import { EmbroideryOption, MySizes } from '../moto/index.js';
import type { PageProps } from '../../kit/index.js';
import { AddToListButton, ProductRequestButton } from '../mypage/index.js';
import { AddToCart } from './components/AddToCart.js';
import { CatalogFrame, Muted, Section } from '../../shared/CatalogFrame.js';
import { BookmarkButton, FavoriteButton } from './components/FavoriteButton.js';
import { PreOrderInfo } from './components/PreOrderInfo.js';
import { plainText, ProductJsonLd } from './components/ProductJsonLd.js';
import { ProductShelf } from './components/ProductShelf.js';
import { Recommendations } from './components/Recommendations.js';
import { RecentProducts } from './components/RecentProducts.js';
import { ProductViewRecorder } from './components/RecordProductView.js';
import { ReviewSection } from './components/ReviewSection.js';
import { productStock, toCard } from '../../shared/product.js';
import { EMPTY_SEARCH, searchHref } from './search.js';
import { drawnSources, drawnThumb } from '../../shared/drawn-images.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(8)};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

/** On a phone, what comes right under the picture: the price and the cart button. */
const PHONE_FIRST = 'phone-first';

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    gap: ${({ theme }) => theme.spacing(3)};
    /* An island's element has no box of its own: what it wraps is the item. */
    & > .${PHONE_FIRST}, & > ${ISLAND_TAG} > .${PHONE_FIRST} {
      order: -1;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(4)}`};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

const Small = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /product/{key}: pictures, variants, tax-inclusive price, stock, the cart and favourite
 * buttons, description and specification, reviews, accessories, recommendations and the
 * recently viewed products. The loader has the product (404 if unknown), its reviews and
 * related products in the store before this renders.
 */
export function ProductDetailPage({ route }: PageProps) {
  const { origin, theme } = useStorefront();
  // Name embroidery is offered in the shops that have its my page (the motorcycle shop).
  const extras = new Set(routesFor(theme.name).map((r) => r.id));
  const embroidery = extras.has('mypageNameEmbroidery');
  // The member's measurements help choose a size in the shops that keep them.
  const sizes = extras.has('mypageMeasurement');
  const product = useAppSelector(selectProductDetail);
  const accessories = useAppSelector(selectAccessories);

  if (!product) return <CatalogFrame title={route.title}>{null}</CatalogFrame>;

  const stock = productStock(product);
  const model = product.product_model;
  const categories = product.category_paths[0] ?? model.categories;
  const images = product.images.map((image) => ({
    src: image.path,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources: drawnSources(image.path, image.width),
    thumb: drawnThumb(image.path, 64),
  }));

  return (
    <CatalogFrame
      title={product.name}
      description={plainText(product.description).slice(0, 120) || undefined}
      image={`${origin}${product.image.path}`}
      compactOnPhone
      trail={[
        { label: '商品一覧', to: '/product' },
        ...categories.map((category) => ({
          label: category.name,
          to: searchHref({ ...EMPTY_SEARCH, category: String(category.id) }),
        })),
      ]}
    >
      <ProductJsonLd product={product} origin={origin} />
      <ViewItemTracker />
      <ProductViewRecorder productId={product.id} />
      <Columns>
        <ProductGalleryIsland images={images} productName={product.name} />
        <Info>
          {product.brand && (
            <Small>
              ブランド：
              <Link href={searchHref({ ...EMPTY_SEARCH, brand: product.brand.key })}>
                {product.brand.name}
              </Link>
            </Small>
          )}
          {product.tags.length > 0 && (
            <Small>
              タグ：
              {product.tags.map((tag, index) => (
                <span key={tag.key}>
                  {index > 0 && '、'}
                  <Link href={searchHref({ ...EMPTY_SEARCH, tag: tag.key })}>#{tag.name}</Link>
                </span>
              ))}
            </Small>
          )}
          {product.review.count > 0 && (
            <Link href="#reviews">
              <RatingStars
                value={product.review.average}
                count={product.review.count}
                showValue
                size="sm"
              />
            </Link>
          )}
          <Price
            value={product.product_price_with_tax}
            beforePrice={product.before_price_with_tax}
            size="lg"
            className={PHONE_FIRST}
          />
          <Small>
            税抜 ¥{product.product_price.toLocaleString('ja-JP')}（消費税{product.tax_rate}%
            {product.tax_rate === 8 ? '・軽減税率' : ''}）
            {product.case_quantity
              ? ` ／ 1${product.unit}あたり${product.case_quantity}個入り`
              : ''}
          </Small>
          <StockStatus state={stock} remaining={stock === 'low' ? product.stock : undefined} />
          {/* A link kept from before a sell-out (a bookmark, a search engine) may open a sold-out variant. */}
          {stock === 'out' && model.products.some((variant) => variant.is_stock_available) && (
            <Small>ほかの{model.variant_axis ?? 'バリエーション'}には在庫があります。</Small>
          )}
          {model.variant_axis && (
            <>
              <VariantSelector
                axis={model.variant_axis}
                current={product.key}
                options={model.products.map((variant) => ({
                  key: variant.key,
                  label: variant.variant_label ?? variant.name,
                  price: variant.product_price_with_tax,
                  stock: productStock(variant),
                }))}
              />
              <Link href={`/product/${encodeURIComponent(product.key)}/uos`}>
                すべてのバリエーションを一覧で見る
              </Link>
            </>
          )}
          <PreOrderInfo product={product} />
          <AddToCart
            productKey={product.key}
            stock={product.stock}
            available={product.is_stock_available}
            unit={product.unit}
            className={PHONE_FIRST}
          />
          {embroidery && (
            <EmbroideryOption productKey={product.key} available={product.is_stock_available} />
          )}
          {sizes && <MySizes />}
          <ProductRequestButton
            productKey={product.key}
            soldOut={!product.is_stock_available || product.stock <= 0}
            requestable={model.is_requestable}
          />
          <Actions>
            <FavoriteButton
              productKey={product.key}
              productId={product.id}
              isFavorite={product.is_favorite}
            />
            <BookmarkButton productId={product.id} />
            <AddToListButton productId={product.id} productName={product.name} />
          </Actions>
          <Facts>
            <dt>商品コード</dt>
            <dd>{product.code}</dd>
            {product.maker && (
              <>
                <dt>メーカー</dt>
                <dd>
                  <Link href={`/maker/${encodeURIComponent(product.maker.key)}`}>
                    {product.maker.name}
                  </Link>
                </dd>
              </>
            )}
            {product.compatible_models.length > 0 && (
              <>
                <dt>適合車種</dt>
                <dd>{product.compatible_models.join('、')}</dd>
              </>
            )}
          </Facts>
        </Info>
      </Columns>
      {/* After the product in the HTML too: a browser that paints a page still arriving would
          otherwise show the notice first and push it down when the product comes. */}
      <PageNotice code="caution" />
      <Section aria-labelledby="product-description">
        <Heading level={2} id="product-description">
          商品説明
        </Heading>
        {product.description ? (
          <RichContent html={product.description} />
        ) : (
          <Muted>説明はありません。</Muted>
        )}
        {product.specs.length > 0 && (
          <Facts>
            {product.specs.map((spec) => (
              <Fragment key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </Fragment>
            ))}
          </Facts>
        )}
      </Section>
      <ProductShelf title="関連アクセサリー" products={accessories.map(toCard)} />
      <ReviewSection
        productKey={product.key}
        productId={product.id}
        average={product.review.average}
        count={product.review.count}
      />
      <Recommendations productKey={product.key} />
      <RecentProducts productId={product.id} />
    </CatalogFrame>
  );
}
