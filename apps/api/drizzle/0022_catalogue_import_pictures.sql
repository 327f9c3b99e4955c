CREATE TABLE "catalog_pictures" (
	"hash" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pictures" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"picture_hash" text NOT NULL,
	CONSTRAINT "product_pictures_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_picture_hash_catalog_pictures_hash_fk" FOREIGN KEY ("picture_hash") REFERENCES "public"."catalog_pictures"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_pictures_source" ON "catalog_pictures" USING btree ("source");--> statement-breakpoint
CREATE INDEX "product_pictures_picture" ON "product_pictures" USING btree ("picture_hash");--> statement-breakpoint
-- A product's imported pictures are part of its public answers (image paths and the pictures
-- themselves): their writes announce themselves on `mise_catalog` like the other catalogue tables.
CREATE TRIGGER mise_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_pictures" FOR EACH STATEMENT EXECUTE FUNCTION mise_catalog_changed();--> statement-breakpoint
CREATE TRIGGER mise_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_pictures" FOR EACH STATEMENT EXECUTE FUNCTION mise_catalog_changed();
