-- A leave request's calendar event kept a sentence in Italian ("Ferie e permessi – Marco Bianchi"), read as is by
-- English readers. It now stores only the requester's name, a word in no language; the kind of leave is the
-- event's `type`, and every read words "<kind> – <name>" in the reader's language (events/present.ts, the ICS feed).
UPDATE "calendar_events" AS e
SET "summary" = u."name"
FROM "vacations" AS v
JOIN "users" AS u ON u."tenant_id" = v."tenant_id" AND u."id" = v."user_id"
WHERE e."vacation_id" = v."id" AND e."tenant_id" = v."tenant_id";
