-- Issue 12: several processes on one database. A process's scheduler claims a game's due
-- clock event (time-out, warning, reminder) before handling it, so that the others leave it
-- alone; a claim is a lease that runs out by itself if its process dies (wall-clock seconds).
-- PostgreSQL uses advisory locks instead. The event itself is still committed under the
-- game's version guard: the claim only spares the others the work.
CREATE TABLE clock_claims (
    game_id    INTEGER PRIMARY KEY,
    expires_at INTEGER NOT NULL
);
