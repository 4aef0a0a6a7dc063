-- Issue 17: time banks beside days per move.
-- A game's bank as typed ('30+1/45': days, or hours with h), and what each side has banked:
-- for the player to move, what they had when their turn began (their deadline is that much
-- after it); for the other, what they carry into their next turn.
ALTER TABLE games ADD COLUMN bank TEXT;
ALTER TABLE games ADD COLUMN white_bank INTEGER;
ALTER TABLE games ADD COLUMN black_bank INTEGER;

