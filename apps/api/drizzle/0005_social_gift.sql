CREATE TABLE "cart_social_gifts" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"sender_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_shipping_id" integer NOT NULL,
	"token" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_social_gifts" ADD CONSTRAINT "cart_social_gifts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_gifts" ADD CONSTRAINT "social_gifts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_gifts" ADD CONSTRAINT "social_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_gifts" ADD CONSTRAINT "social_gifts_order_shipping_id_order_shippings_id_fk" FOREIGN KEY ("order_shipping_id") REFERENCES "public"."order_shippings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_gifts_token" ON "social_gifts" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "social_gifts_order" ON "social_gifts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "social_gifts_channel" ON "social_gifts" USING btree ("channel_id");