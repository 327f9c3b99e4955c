ALTER TABLE "login_attempts" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_channel_id_login_id_pk";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_channel_id_login_id_source_pk" PRIMARY KEY("channel_id","login_id","source");
