CREATE TABLE "cart_coupons" (
	"cart_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_coupon_id_pk" PRIMARY KEY("cart_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"key" text NOT NULL,
	"shipping_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"parent_item_id" integer,
	"set_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_packings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_packings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"shipping_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"noshi_type" text,
	"noshi_name" text
);
--> statement-breakpoint
CREATE TABLE "cart_shippings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_shippings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"user_address_id" integer,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name_kana" text DEFAULT '' NOT NULL,
	"first_name_kana" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"prefecture" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"delivery_timezone" text
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" text NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"orderer" jsonb,
	"payment_method_id" integer,
	"card_token" text,
	"card_token_key" text,
	"masked_card_number" text,
	"points_used" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"other" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transaction_error" text,
	"is_social_gift" boolean DEFAULT false NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_detections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_detections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text,
	"result" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_shipping_id" integer NOT NULL,
	"product_id" integer,
	"product_key" text NOT NULL,
	"product_code" text NOT NULL,
	"product_name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"tax_rate" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"coupon_discount" integer DEFAULT 0 NOT NULL,
	"cancelled_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_memos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_memos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shippings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_shippings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name_kana" text DEFAULT '' NOT NULL,
	"first_name_kana" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"prefecture" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"delivery_timezone" text,
	"carriage" integer NOT NULL,
	"packings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" text NOT NULL,
	"order_no" text NOT NULL,
	"cart_id" integer NOT NULL,
	"user_id" integer,
	"idempotency_key" text NOT NULL,
	"guest_token" text NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"orderer" jsonb NOT NULL,
	"payment_method_id" integer,
	"payment_code" text NOT NULL,
	"payment_name" text NOT NULL,
	"payment_reference" text,
	"masked_card_number" text,
	"subtotal" integer NOT NULL,
	"total_carriage" integer NOT NULL,
	"total_fee" integer DEFAULT 0 NOT NULL,
	"total_packing" integer DEFAULT 0 NOT NULL,
	"total_discount" integer DEFAULT 0 NOT NULL,
	"total_tax" integer NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_granted" integer DEFAULT 0 NOT NULL,
	"total_payment" integer NOT NULL,
	"amount_by_tax_rate" jsonb NOT NULL,
	"coupon_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"other" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"receipt_info" jsonb,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"max_total" integer,
	"provider" text DEFAULT 'none' NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_histories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_issues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"addressee" text NOT NULL,
	"proviso" text NOT NULL,
	"is_reissue" boolean NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"division_ct" integer DEFAULT 2 NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name_kana" text DEFAULT '' NOT NULL,
	"first_name_kana" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"prefecture" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"cell_phone_number" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_sender_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shipping_id_cart_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."cart_shippings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_packings" ADD CONSTRAINT "cart_packings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_packings" ADD CONSTRAINT "cart_packings_shipping_id_cart_shippings_id_fk" FOREIGN KEY ("shipping_id") REFERENCES "public"."cart_shippings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shippings" ADD CONSTRAINT "cart_shippings_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_shippings" ADD CONSTRAINT "cart_shippings_user_address_id_user_addresses_id_fk" FOREIGN KEY ("user_address_id") REFERENCES "public"."user_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_shipping_id_order_shippings_id_fk" FOREIGN KEY ("order_shipping_id") REFERENCES "public"."order_shippings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memos" ADD CONSTRAINT "order_memos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memos" ADD CONSTRAINT "order_memos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shippings" ADD CONSTRAINT "order_shippings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_histories" ADD CONSTRAINT "point_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_issues" ADD CONSTRAINT "receipt_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_key" ON "cart_items" USING btree ("cart_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_packings_cart_key" ON "cart_packings" USING btree ("cart_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_shippings_cart_key" ON "cart_shippings" USING btree ("cart_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_token" ON "carts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "carts_user" ON "carts" USING btree ("user_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_items_order" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_memos_order" ON "order_memos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_shippings_order" ON "order_shippings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_channel_order_no" ON "orders" USING btree ("channel_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_channel_idempotency" ON "orders" USING btree ("channel_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_channel_code" ON "payment_methods" USING btree ("channel_id","code");--> statement-breakpoint
CREATE INDEX "point_histories_user" ON "point_histories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "receipt_issues_order" ON "receipt_issues" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_addresses_user" ON "user_addresses" USING btree ("user_id");