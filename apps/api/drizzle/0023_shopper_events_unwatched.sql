-- A shopper's event (add_to_cart, purchase) is a record of their visit, never part of a page:
-- telling the theme servers of each one dropped every kept page of every shop on every report.
-- A recorded event never changes; the popup its answer names is watched on popups.
DROP TRIGGER IF EXISTS mise_catalog_changed ON "ecommerce_events";
