CREATE TABLE "card_token_claims" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
