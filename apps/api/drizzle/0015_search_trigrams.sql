-- Keyword search (m.search_text like '%word%') through a trigram index instead of reading every
-- model: PostgreSQL's C.UTF-8 ctype gives Japanese text trigrams too. Words under three
-- characters have none and still read the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_search_text_trgm" ON "product_models" USING gin ("search_text" gin_trgm_ops);
