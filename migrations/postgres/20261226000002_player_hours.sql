-- Issue 17: vacations and a player's own hours.
-- A channel's vacation days per player and calendar year (0: no vacations there).
ALTER TABLE channels ADD COLUMN vacation_days BIGINT NOT NULL DEFAULT 30;
-- A player's reminder period (NULL: the channel's), IANA time zone (NULL: UTC), quiet hours
-- ('22-08' in their time zone), daily digest (minutes after their midnight) and when the last
-- one went out.
ALTER TABLE users ADD COLUMN reminder_hours BIGINT;
ALTER TABLE users ADD COLUMN time_zone TEXT;
ALTER TABLE users ADD COLUMN quiet_hours TEXT;
ALTER TABLE users ADD COLUMN digest_at BIGINT;
ALTER TABLE users ADD COLUMN digest_sent_at BIGINT;
-- A vacation under way (from, until), and the seconds of vacation taken in away_year.
ALTER TABLE users ADD COLUMN away_since BIGINT;
ALTER TABLE users ADD COLUMN away_until BIGINT;
ALTER TABLE users ADD COLUMN away_year BIGINT;
ALTER TABLE users ADD COLUMN away_used BIGINT NOT NULL DEFAULT 0;
