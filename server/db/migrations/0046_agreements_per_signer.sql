-- Each seat holder of a crew signs the agreement of its booking (docs/decisions/031): one agreement, and one agreement document, per booking and signer.
DROP INDEX "documents_one_per_booking";--> statement-breakpoint
ALTER TABLE "agreements" DROP CONSTRAINT "agreements_pkey";--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_booking_id_user_id_pk" PRIMARY KEY("booking_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_agreement_per_signer" ON "documents" USING btree ("booking_id","user_id") WHERE type = 'agreement';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_booking" ON "documents" USING btree ("type","booking_id") WHERE type = 'checklist';
