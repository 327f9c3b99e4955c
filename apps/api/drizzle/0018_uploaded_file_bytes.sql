-- An uploaded file's bytes live in its row, so every API instance on the database serves it,
-- whichever instance it came through (they were kept on that instance's disk, UPLOAD_DIR).
-- Rows from before keep no bytes and answer 404, as a file missing from the disk did.
ALTER TABLE "uploaded_files" ADD COLUMN "bytes" bytea;
