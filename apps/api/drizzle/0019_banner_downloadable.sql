-- Banners offered for download where they show (link banners); the download call serves only
-- these. Existing banners are not.
ALTER TABLE "banners" ADD COLUMN "is_downloadable" boolean DEFAULT false NOT NULL;
