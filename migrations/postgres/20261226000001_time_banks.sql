-- Issue 17: time banks beside days per move (the SQLite migration of the same name, in
-- PostgreSQL's types).
-- A game's bank as typed ('30+1/45': days, or hours with h), and what each side has banked:
-- for the player to move, what they had when their turn began (their deadline is that much
-- after it); for the other, what they carry into their next turn.
ALTER TABLE games ADD COLUMN bank TEXT;
ALTER TABLE games ADD COLUMN white_bank BIGINT;
ALTER TABLE games ADD COLUMN black_bank BIGINT;
