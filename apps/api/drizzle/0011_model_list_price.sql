ALTER TABLE "product_models" ADD COLUMN "list_product_id" integer;--> statement-breakpoint
ALTER TABLE "product_models" ADD COLUMN "list_price" integer;--> statement-breakpoint
-- Every list sort by price reads this index alone (once vacuumed): its order, and the product shown.
CREATE INDEX "product_models_channel_price" ON "product_models" USING btree ("channel_id","list_price","position","id") INCLUDE ("list_product_id");--> statement-breakpoint
-- product_models.list_product_id and list_price follow its products: whatever writes a price,
-- shows or hides a product or reorders a model's products (the API, the seed, an import, an
-- operator's SQL).
CREATE FUNCTION mise_refresh_list_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_models m SET list_product_id = fresh.product_id, list_price = fresh.price
  FROM (
    SELECT m2.id, first.id AS product_id, (first.price * (100 + m2.tax_rate)) / 100 AS price
    FROM product_models m2
    LEFT JOIN LATERAL (
      SELECT p.id, p.price FROM products p
      WHERE p.model_id = m2.id AND p.is_show ORDER BY p.position, p.id LIMIT 1
    ) first ON true
    WHERE m2.id = ANY(ids)
  ) fresh
  WHERE m.id = fresh.id
    AND (m.list_product_id, m.list_price) IS DISTINCT FROM (fresh.product_id, fresh.price)
$$;
--> statement-breakpoint
CREATE FUNCTION mise_products_list_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mise_refresh_list_prices(ARRAY(SELECT DISTINCT model_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mise_refresh_list_prices(ARRAY(SELECT DISTINCT model_id FROM old_rows));
  ELSE
    -- Stock moves with every order: only a change of what the list price depends on counts.
    PERFORM mise_refresh_list_prices(ARRAY(
      SELECT unnest(ARRAY[n.model_id, o.model_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.price, n.is_show, n.position, n.model_id)
        IS DISTINCT FROM (o.price, o.is_show, o.position, o.model_id)
    ));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mise_products_list_price_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mise_products_list_price();
--> statement-breakpoint
CREATE TRIGGER mise_products_list_price_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION mise_products_list_price();
--> statement-breakpoint
CREATE TRIGGER mise_products_list_price_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mise_products_list_price();
--> statement-breakpoint
CREATE FUNCTION mise_model_list_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_price := (
    SELECT (p.price * (100 + NEW.tax_rate)) / 100 FROM products p WHERE p.id = NEW.list_product_id
  );
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER mise_model_list_price BEFORE UPDATE OF tax_rate ON product_models
  FOR EACH ROW EXECUTE FUNCTION mise_model_list_price();
--> statement-breakpoint
SELECT mise_refresh_list_prices(ARRAY(SELECT id FROM product_models));
