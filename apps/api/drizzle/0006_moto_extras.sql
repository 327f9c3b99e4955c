CREATE TABLE "cart_item_embroideries" (
	"cart_item_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"style" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embroidery_services" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stylists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stylists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"title" text NOT NULL,
	"profile" text NOT NULL,
	"colour" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_embroideries" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"style" text NOT NULL,
	"color" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_memorials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_memorials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"target_user_name" text NOT NULL,
	"division_ct" integer NOT NULL,
	"name" text NOT NULL,
	"month" integer NOT NULL,
	"date" integer NOT NULL,
	"call" text DEFAULT '' NOT NULL,
	"reminded_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_timeseries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_timeseries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_item_embroideries" ADD CONSTRAINT "cart_item_embroideries_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embroidery_services" ADD CONSTRAINT "embroidery_services_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embroidery_services" ADD CONSTRAINT "embroidery_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stylists" ADD CONSTRAINT "stylists_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_embroideries" ADD CONSTRAINT "user_embroideries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memorials" ADD CONSTRAINT "user_memorials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_timeseries" ADD CONSTRAINT "user_timeseries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stylists_channel_key" ON "stylists" USING btree ("channel_id","key");--> statement-breakpoint
CREATE INDEX "user_memorials_user" ON "user_memorials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_timeseries_user_purpose" ON "user_timeseries" USING btree ("user_id","purpose","created_at");