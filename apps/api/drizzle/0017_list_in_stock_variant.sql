-- A list card opens the product its model lists: make that the first shown product in stock,
-- falling back to the first shown one when every variant is sold out, so a shopper following a
-- card does not land on a sold-out colour while another can be bought.
CREATE OR REPLACE FUNCTION mise_refresh_list_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product_models m SET list_product_id = fresh.product_id, list_price = fresh.price
  FROM (
    SELECT m2.id, first.id AS product_id, (first.price * (100 + m2.tax_rate)) / 100 AS price
    FROM product_models m2
    LEFT JOIN LATERAL (
      SELECT p.id, p.price FROM products p
      WHERE p.model_id = m2.id AND p.is_show ORDER BY p.stock > 0 DESC, p.position, p.id LIMIT 1
    ) first ON true
    WHERE m2.id = ANY(ids)
  ) fresh
  WHERE m.id = fresh.id
    AND (m.list_product_id, m.list_price) IS DISTINCT FROM (fresh.product_id, fresh.price)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mise_products_list_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mise_refresh_list_prices(ARRAY(SELECT DISTINCT model_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mise_refresh_list_prices(ARRAY(SELECT DISTINCT model_id FROM old_rows));
  ELSE
    -- Stock moves with every order: only a variant selling out or coming back counts.
    PERFORM mise_refresh_list_prices(ARRAY(
      SELECT unnest(ARRAY[n.model_id, o.model_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.price, n.is_show, n.position, n.model_id, n.stock > 0)
        IS DISTINCT FROM (o.price, o.is_show, o.position, o.model_id, o.stock > 0)
    ));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
SELECT mise_refresh_list_prices(ARRAY(SELECT id FROM product_models));
