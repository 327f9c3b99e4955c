-- Every write to a table the shops' public reads come from announces itself on the
-- `mise_catalog` channel once its transaction commits, so each API instance drops the
-- responses it cached (services/catalog-changes.ts). Member, cart and order tables are left
-- out: their writes change no anonymous response. A table added to the public reads later
-- needs its trigger in a new migration (catalog-changes.test.ts checks the list).
CREATE FUNCTION mise_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mise_catalog', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY[
    'channels', 'settings', 'colorschemes', 'messages', 'free_areas', 'static_pages',
    'categories', 'brands', 'makers', 'tags', 'product_models', 'product_model_categories',
    'product_model_tags', 'products', 'product_relations', 'product_reviews',
    'news', 'blogs', 'banners', 'popups', 'qa_categories', 'qas', 'landing_pages',
    'page_layouts', 'collections', 'collection_items', 'catalogs', 'uploaded_files',
    'business_calendars', 'business_dates', 'coupons', 'ecommerce_events', 'payment_methods',
    'stylists', 'embroidery_services'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER mise_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION mise_catalog_changed()',
      name
    );
  END LOOP;
END
$$;
