/**
 * Which endpoint each function of createApiClient calls: the map from spec section 7 to the
 * client. `pending` marks endpoints the API does not serve yet (absent from its OpenAPI
 * document; none since every call of spec section 7 is served); coverage.test.ts fails when a
 * pending endpoint lands, when a function is missing here, or when an entry does not match what
 * its function sends, so this list cannot drift.
 */
export type Endpoint = Readonly<{
  /** 'group.function' on the client, or the core's function name (refresh). */
  client: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI style: /v1/products/{key}. */
  path: string;
  pending: boolean;
}>;

const live = (client: string, method: Endpoint['method'], path: string): Endpoint => ({
  client,
  method,
  path,
  pending: false,
});

export const ENDPOINTS: readonly Endpoint[] = [
  live('refresh', 'post', '/v1/auth/refresh'),

  live('auth.login', 'post', '/v1/auth/login'),
  live('auth.loginSyncChannel', 'post', '/v1/auth/login-sync-channel'),
  live('auth.verify', 'post', '/v1/auth/verify'),
  live('auth.logout', 'post', '/v1/auth/logout'),
  live('auth.oauthRedirect', 'get', '/v1/auth/{type}/redirect'),
  live('auth.oauthCallback', 'get', '/v1/auth/{type}/callback'),
  live('auth.unlock', 'get', '/v1/auth/unlock/{token}'),

  live('user.get', 'get', '/v1/me/user'),
  live('user.register', 'post', '/v1/users'),
  live('user.update', 'put', '/v1/me/user'),
  live('user.remove', 'delete', '/v1/me/user'),
  live('user.changePassword', 'put', '/v1/me/password'),
  live('user.dummy', 'get', '/v1/users/dummy'),
  live('user.checkSchoolKey', 'post', '/takimoto/v1/schools/check'),
  live('user.requestEmailVerify', 'post', '/v1/email-verify/request'),
  live('user.checkEmailVerify', 'post', '/v1/email-verify/check'),
  live('user.loginHistories', 'get', '/v1/me/login-histories'),

  live('reminder.request', 'post', '/v1/reminder/request'),
  live('reminder.check', 'post', '/v1/reminder/check'),
  live('reminder.reset', 'post', '/v1/reminder/reset'),

  live('content.publicInfo', 'get', '/public.json'),
  live('content.settings', 'get', '/v1/settings/front'),
  live('content.colorScheme', 'get', '/v1/colorschemes/selected/front'),
  live('content.messages', 'get', '/v1/messages'),
  live('content.message', 'get', '/v1/messages/{code}'),
  live('content.freeAreas', 'get', '/v1/free-areas'),
  live('content.freeArea', 'get', '/v1/free-areas/{code}'),
  live('content.freeAreasPage', 'get', '/v1/free-areas'),
  live('content.staticPage', 'get', '/v1/static-pages/url/{*}'),
  live('content.staticPageUrls', 'get', '/v1/static-pages/urls'),

  live('site.fileContents', 'get', '/v1/files-contents'),
  live('site.uploadFile', 'post', '/v1/upload-files'),
  live('site.frontLayout', 'get', '/v1/pages/front/layout/{id}'),
  live('site.catalog', 'get', '/v1/catalog'),
  live('site.layout', 'get', '/v1/layouts/{page}'),
  live('site.collection', 'get', '/v1/collections/{alias}'),
  live('site.collectionItem', 'get', '/v1/collections/{alias}'),
  live('site.news', 'get', '/v1/news'),
  live('site.newsItem', 'get', '/v1/news/{id}'),
  live('site.readNews', 'post', '/v1/news/readables'),
  live('site.blogs', 'get', '/v1/blogs'),
  live('site.blog', 'get', '/v1/blogs/{id}'),
  live('site.tags', 'get', '/v1/tags'),
  live('site.tagPassword', 'post', '/v1/tags/password'),
  live('site.makers', 'get', '/v1/makers'),
  live('site.makersPage', 'get', '/v1/makers'),
  live('site.maker', 'get', '/v1/makers/{id}'),
  live('site.banners', 'get', '/v1/banners'),
  live('site.downloadBanner', 'get', '/v1/banners/{id}/download'),
  live('site.popups', 'get', '/v1/popups'),
  live('site.popup', 'get', '/v1/popups/{id}'),
  live('site.qas', 'get', '/v1/qas'),
  live('site.qaCategories', 'get', '/v1/qa-categories'),
  live('site.landingPages', 'get', '/v1/lp'),
  live('site.landingPage', 'get', '/v1/lp/{slug}'),
  live('site.businessCalendar', 'get', '/v1/business-dates/monthly/calendar/front'),
  live('site.categoryHierarchy', 'get', '/v1/categories/hierarchy'),
  live('site.brands', 'get', '/v1/brands'),
  live('site.postalCode', 'get', '/v1/postal-code'),
  live('site.prefectures', 'get', '/v1/postal-codes/prefectures'),

  live('ecommerceEvents.post', 'post', '/v1/ecommerce_events'),
  live('ecommerceEvents.get', 'get', '/v1/ecommerce_events/{id}'),

  live('products.list', 'get', '/v1/products'),
  live('products.detail', 'get', '/v1/products/{key}'),
  live('products.recommend', 'get', '/v1/products/{key}/recommend'),
  live('products.accessories', 'get', '/v1/products/{key}/accessories'),
  live('products.like', 'post', '/v1/products/{key}/likes'),
  live('products.unlike', 'delete', '/v1/products/{key}/likes'),
  live('products.reviews', 'get', '/v1/products/{key}/reviews'),
  live('products.postReview', 'post', '/v1/products/{productId}/reviews'),
  live('products.request', 'post', '/v1/product-requests'),
  live('products.postSearchHistory', 'post', '/v1/product-search-histories'),

  live('histories.guestProducts', 'get', '/v1/guest/product-histories'),
  live('histories.products', 'get', '/v1/me/product-histories'),
  live('histories.removeProduct', 'delete', '/v1/me/product-histories/{id}'),
  live('histories.postProduct', 'post', '/v1/product-histories'),
  live('histories.searches', 'get', '/v1/me/product-search-histories'),
  live('histories.removeSearch', 'delete', '/v1/me/product-search-histories/{id}'),
  live('histories.requests', 'get', '/v1/me/product-request-histories'),
  live('histories.removeRequest', 'delete', '/v1/me/product-request-histories/{id}'),

  live('carts.init', 'post', '/v1/carts/init'),
  live('carts.resetShippings', 'patch', '/v1/carts/shippings/reset'),
  live('carts.reset', 'patch', '/v1/carts/reset'),
  live('carts.get', 'get', '/v1/carts/{token}'),
  live('carts.addProducts', 'patch', '/v1/carts/products/add'),
  live('carts.addProductSet', 'patch', '/v1/carts/products/add-set'),
  live('carts.deleteProducts', 'patch', '/v1/carts/products/delete'),
  live('carts.modifyProducts', 'patch', '/v1/carts/products/modify'),
  live('carts.divideProducts', 'patch', '/v1/carts/products/divide'),
  live('carts.addShipping', 'patch', '/v1/carts/shippings/add'),
  live('carts.modifyShipping', 'patch', '/v1/carts/shippings/modify'),
  live('carts.addPacking', 'patch', '/v1/carts/packings/add'),
  live('carts.modifyPacking', 'patch', '/v1/carts/packings/modify'),
  live('carts.modifyOrder', 'patch', '/v1/carts/order/modify'),
  live('carts.modifyOther', 'patch', '/v1/carts/other/modify'),
  live('carts.addAccessories', 'patch', '/v1/carts/accessories/add'),
  live('carts.modifyAccessories', 'patch', '/v1/carts/accessories/modify'),
  live('carts.deleteAccessories', 'patch', '/v1/carts/accessories/delete'),
  live('carts.decision', 'post', '/v1/carts/{token}/decision'),
  live('carts.deleteTransactionError', 'patch', '/v1/carts/transaction/error/delete'),
  live('carts.addCoupon', 'patch', '/v1/carts/coupons/add'),
  live('carts.deleteCoupon', 'patch', '/v1/carts/coupons/delete'),
  live('carts.usePoints', 'patch', '/v1/carts/point'),
  live('carts.setSocialReceiver', 'patch', '/v1/carts/social/receiver'),
  live('carts.shippingLeadTime', 'get', '/v1/shipping-leadtime/carts/{token}'),
  live('carts.orderByNumber', 'get', '/v1/carts/order/{orderNo}'),
  live('carts.downloadQuotation', 'get', '/v1/carts/{token}/download/quotation'),

  live('payments.list', 'get', '/v1/payments'),
  live('payments.forCart', 'get', '/v1/payments/carts/{token}'),
  live('payments.check', 'get', '/v1/carts/{token}/payment/{paymentId}/check'),
  live('payments.serviceSettings', 'get', '/v1/settings/payment-service/{code}'),
  live('payments.tokenizeCard', 'post', '/v1/payment-sandbox/tokens'),
  live('payments.receiveFraudDetection', 'post', '/v1/sbpayment/receive/fraud-detection'),

  live('orders.list', 'get', '/v1/me/orders'),
  live('orders.get', 'get', '/v1/me/orders/{id}'),
  live('orders.cancel', 'put', '/v1/me/orders/{id}/cancel'),
  live('orders.downloadReceipt', 'get', '/v1/me/orders/{id}/download/receipt'),
  live('orders.updateReceipt', 'put', '/v1/me/orders/{id}/download/receipt'),
  live('orders.downloadQuotation', 'get', '/v1/me/orders/{id}/download/quotation'),

  live('guestOrders.downloadReceipt', 'get', '/v1/orders/{no}/download/receipt'),
  live('guestOrders.checkReceipt', 'get', '/v1/orders/{no}/check/receipt'),
  live('guestOrders.getReceipt', 'get', '/v1/orders/{no}/guest/receipt'),
  live('guestOrders.updateReceipt', 'put', '/v1/orders/{no}/guest/receipt'),

  live('memos.create', 'post', '/v1/memos'),
  live('memos.update', 'patch', '/v1/memos/{id}'),
  live('memos.remove', 'delete', '/v1/memos/{id}'),

  live('points.get', 'get', '/v1/me/points'),
  live('points.histories', 'get', '/v1/me/point-histories'),

  live('lists.all', 'get', '/v1/me/user-lists'),
  live('lists.get', 'get', '/v1/me/user-lists/{key}'),
  live('lists.attach', 'patch', '/v1/me/user-lists/attach'),
  live('lists.detach', 'patch', '/v1/me/user-lists/detach'),
  live('lists.detachByKey', 'patch', '/v1/me/user-lists/{key}/detach'),
  live('lists.create', 'post', '/v1/me/user-lists'),
  live('lists.rename', 'put', '/v1/me/user-lists/{key}'),
  live('lists.remove', 'delete', '/v1/me/user-lists/{key}'),

  live('bookmarks.list', 'get', '/v1/me/bookmarks'),
  live('bookmarks.get', 'get', '/v1/me/bookmarks/{id}'),
  live('bookmarks.add', 'post', '/v1/me/bookmarks'),
  live('bookmarks.remove', 'delete', '/v1/me/bookmarks/{id}'),

  live('coupons.mine', 'get', '/v1/me/coupons'),
  live('coupons.take', 'post', '/v1/me/coupons'),
  live('coupons.list', 'get', '/v1/coupons'),

  live('addresses.list', 'get', '/v1/me/user-addresses'),
  live('addresses.get', 'get', '/v1/me/user-addresses/{id}'),
  live('addresses.create', 'post', '/v1/me/user-addresses'),
  live('addresses.update', 'put', '/v1/me/user-addresses/{id}'),
  live('addresses.remove', 'delete', '/v1/me/user-addresses/{id}'),
  live('addresses.removeAll', 'delete', '/v1/me/user-addresses-all'),
  live('addresses.use', 'patch', '/v1/me/user-addresses/{id}/use'),
  live('addresses.useSender', 'patch', '/v1/me/user-addresses/{id}/use-sender'),
  live('addresses.importFile', 'post', '/v1/me/user-addresses/import'),
  live('addresses.exportFile', 'get', '/v1/me/user-addresses/export'),

  live('cards.list', 'get', '/v1/me/user-cards'),
  live('cards.add', 'post', '/v1/me/user-cards'),
  live('cards.remove', 'delete', '/v1/me/user-cards/{id}'),
  live('cards.use', 'patch', '/v1/me/user-cards/{id}/use'),

  live('memorials.list', 'get', '/v1/me/user-memorials'),
  live('memorials.get', 'get', '/v1/me/user-memorials/{id}'),
  live('memorials.create', 'post', '/v1/me/user-memorials'),
  live('memorials.update', 'put', '/v1/me/user-memorials/{id}'),
  live('memorials.remove', 'delete', '/v1/me/user-memorials/{id}'),

  live('timeseries.list', 'get', '/v1/me/timeseries'),
  live('timeseries.create', 'post', '/v1/me/timeseries'),
  live('timeseries.remove', 'delete', '/v1/me/timeseries/'),

  live('embroidery.get', 'get', '/v1/me/name-embroidery'),
  live('embroidery.save', 'put', '/v1/me/name-embroidery'),
  live('embroidery.remove', 'delete', '/v1/me/name-embroidery'),
  live('embroidery.offer', 'get', '/v1/products/{key}/embroidery'),

  live('stylists.list', 'get', '/v1/stylists'),
  live('stylists.get', 'get', '/v1/stylists/{key}'),
  live('vehicles.makers', 'get', '/v1/vehicle-makers'),
  live('vehicles.list', 'get', '/v1/vehicles'),

  live('systemMessages.list', 'get', '/v1/me/system-messages'),
  live('systemMessages.get', 'get', '/v1/me/system-messages/{id}'),

  live('inquiries.create', 'post', '/v1/inquiries'),
  live('inquiries.list', 'get', '/v1/me/inquiries'),
  live('inquiries.get', 'get', '/v1/me/inquiries/{id}'),
  live('inquiries.reply', 'post', '/v1/inquiry-comments/reply'),

  live('socialGifts.products', 'get', '/v1/social-gifts/{token}/products'),
  live('socialGifts.shipping', 'get', '/v1/social-gifts/{token}/shipping'),
  live('socialGifts.checkShipping', 'post', '/v1/social-gifts/check/shipping'),
  live('socialGifts.checkDelivery', 'post', '/v1/social-gifts/check/delivery'),
  live('socialGifts.leadTime', 'get', '/v1/shipping-leadtime/input/{token}'),
  live('socialGifts.update', 'put', '/v1/social-gifts/{token}'),
  live('socialGifts.complete', 'get', '/v1/social-gifts/{token}/complete'),
];
