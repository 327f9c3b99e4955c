-- The outbox becomes a transactional outbox (services/mail-outbox.ts): each mail keeps its HTML
-- part, a fixed Message-ID, and its delivery state (attempts, next attempt, lease, last error).
-- Mail written before this was already "sent" into the table: it stays sent, with a Message-ID
-- of its own.
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
UPDATE "outbox" SET "message_id" = '<outbox-' || "id" || '-' || md5(random()::text) || '@mise.invalid>';--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "message_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_to" ON "outbox" USING btree ("to","id");
