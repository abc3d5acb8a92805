-- Shifts: row-level security applies to their owner too.
ALTER TABLE "shifts" FORCE ROW LEVEL SECURITY;