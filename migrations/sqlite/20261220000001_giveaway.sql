-- Giveaway (issue 13): the player who cannot move wins. A game option like soffio, stored
-- with the game so that a restarted bot replays the game under the same rule.
ALTER TABLE games ADD COLUMN giveaway INTEGER NOT NULL DEFAULT 0;
