-- Files the sender of an inquiry attached (uploaded to dir inquiry): url, name, type and size.
ALTER TABLE "inquiries" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
