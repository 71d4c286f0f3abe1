-- Issue 30: the acknowledgement is now the last step (the person evaluated acknowledges their visible sheet), no
-- longer the confirmation of the assigned goals. Acknowledgements given before the sheet was visible meant the old
-- thing: they are cleared so those packages start over from their real status.
UPDATE "packages" SET "acknowledged_at" = NULL WHERE "evaluation_sheet_visible" = false AND "acknowledged_at" IS NOT NULL;
