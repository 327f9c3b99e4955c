CREATE TABLE "product_model_vehicles" (
	"model_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	CONSTRAINT "product_model_vehicles_model_id_vehicle_id_pk" PRIMARY KEY("model_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" text NOT NULL,
	"maker_id" integer NOT NULL,
	"name" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_model_vehicles" ADD CONSTRAINT "product_model_vehicles_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_model_vehicles" ADD CONSTRAINT "product_model_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_model_vehicles_vehicle" ON "product_model_vehicles" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_channel_maker_name" ON "vehicles" USING btree ("channel_id","maker_id","name");--> statement-breakpoint
CREATE INDEX "vehicles_maker" ON "vehicles" USING btree ("maker_id","position");--> statement-breakpoint
-- Both tables feed the public product list (the vehicle filter) and the vehicle lists: their
-- writes drop cached answers like the rest of the catalogue (0010_catalogue_changes.sql).
CREATE TRIGGER mise_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION mise_catalog_changed();--> statement-breakpoint
CREATE TRIGGER mise_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_model_vehicles" FOR EACH STATEMENT EXECUTE FUNCTION mise_catalog_changed();
