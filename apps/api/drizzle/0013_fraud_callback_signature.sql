ALTER TABLE "fraud_detections" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "fraud_detections" ADD CONSTRAINT "fraud_detections_signature_unique" UNIQUE("signature");