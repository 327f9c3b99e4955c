export {
  cardBrandName,
  dateTimeAttribute,
  formatCardExpiry,
  formatCardNumber,
  formatDate,
  formatDateTime,
  formatPostalCode,
  formatPrice,
  formatYen,
} from '../format.js';
export type { DateInput } from '../format.js';
export { Accordion } from './Accordion.js';
export { ArticleList } from './ArticleList.js';
export type { ArticleListItem, ArticleListProps } from './ArticleList.js';
export type { AccordionItem, AccordionProps } from './Accordion.js';
export { Badge } from './Badge.js';
export type { BadgeProps, BadgeVariant } from './Badge.js';
export { BannerCarousel } from './BannerCarousel.js';
export type { BannerCarouselProps, BannerSlide } from './BannerCarousel.js';
export { Breadcrumbs } from './Breadcrumbs.js';
export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs.js';
export { CouponCard, couponDiscount } from './CouponCard.js';
export type { CouponCardCoupon, CouponCardProps } from './CouponCard.js';
export { CopyField } from './CopyField.js';
export type { CopyFieldProps } from './CopyField.js';
export { DateText } from './DateText.js';
export type { DateTextProps } from './DateText.js';
export { EmptyState } from './EmptyState.js';
export type { EmptyStateAction, EmptyStateProps } from './EmptyState.js';
export { ErrorPage } from './ErrorPage.js';
export type { ErrorPageProps } from './ErrorPage.js';
export { Intro } from './Intro.js';
export type { IntroProps } from './Intro.js';
export { LinkCards } from './LinkCards.js';
export type { LinkCard, LinkCardsProps, LinkCardsVariant } from './LinkCards.js';
export { LinkTiles } from './LinkTiles.js';
export type { LinkTile, LinkTilesProps, LinkTilesVariant } from './LinkTiles.js';
export { TitledSection } from './TitledSection.js';
export type { TitledSectionProps } from './TitledSection.js';
export { FlipBook } from './FlipBook.js';
export type { FlipBookPage, FlipBookProps } from './FlipBook.js';
export { ConfirmDialog } from './ConfirmDialog.js';
export type { ConfirmDialogProps } from './ConfirmDialog.js';
export { Drawer, drawerPanelId } from './Drawer.js';
export { enhanceDrawer } from './enhance-drawer.js';
export type { DrawerProps } from './Drawer.js';
export { Modal } from './Modal.js';
export type { ModalProps } from './Modal.js';
export {
  dismissNoticeCookie,
  NoticeMessage,
  noticeCookieName,
  readDismissedNotice,
} from './NoticeMessage.js';
export type { Notice, NoticeMessageProps } from './NoticeMessage.js';
export { Pagination } from './Pagination.js';
export type { PageInfo, PaginationProps } from './Pagination.js';
export { Price } from './Price.js';
export type { PriceProps } from './Price.js';
export { Picture } from './Picture.js';
export type { PictureProps, PictureSources } from './Picture.js';
export { ProductCard, ProductCardFavorite } from './ProductCard.js';
export type { ProductCardProduct, ProductCardProps } from './ProductCard.js';
export { ProductGallery } from './ProductGallery.js';
export type { GalleryImage, ProductGalleryProps } from './ProductGallery.js';
export { QuantityStepper } from './QuantityStepper.js';
export type { QuantityStepperProps } from './QuantityStepper.js';
export { BusinessCalendar } from './BusinessCalendar.js';
export type { BusinessCalendarProps, CalendarDate, CalendarMonth } from './BusinessCalendar.js';
export { RowList, RowListItem } from './RowList.js';
export type { RowListItemProps } from './RowList.js';
export { loadSanitizer, RichContent, sanitizeHtml } from './RichContent.js';
export type { RichContentProps } from './RichContent.js';
export { StepIndicator } from './StepIndicator.js';
export type { StepIndicatorProps } from './StepIndicator.js';
export { CategoryTree } from './CategoryTree.js';
export type { CategoryTreeNode, CategoryTreeProps } from './CategoryTree.js';
export { ProductGrid } from './ProductGrid.js';
export type { ProductGridProps } from './ProductGrid.js';
export { RatingStars } from './RatingStars.js';
export type { RatingStarsProps } from './RatingStars.js';
export { ReviewCard } from './ReviewCard.js';
export type { ReviewCardProps, ReviewCardReview } from './ReviewCard.js';
export { LOW_STOCK_THRESHOLD, StockStatus, stockState } from './StockStatus.js';
export type { StockState, StockStatusProps } from './StockStatus.js';
export { VariantSelector } from './VariantSelector.js';
export type { VariantOption, VariantSelectorProps } from './VariantSelector.js';
