DROP INDEX "products_model";--> statement-breakpoint
CREATE INDEX "product_models_channel_position" ON "product_models" USING btree ("channel_id","position","id");--> statement-breakpoint
CREATE INDEX "product_models_channel_released" ON "product_models" USING btree ("channel_id","released_at");--> statement-breakpoint
CREATE INDEX "product_models_channel_sales" ON "product_models" USING btree ("channel_id","sales_count");--> statement-breakpoint
CREATE INDEX "product_models_brand" ON "product_models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_models_maker" ON "product_models" USING btree ("maker_id");--> statement-breakpoint
CREATE INDEX "products_model" ON "products" USING btree ("model_id","position","id");