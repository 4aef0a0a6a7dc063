//! Rebuilt games kept in memory, keyed by the version they were read at.
//!
//! A game is rebuilt by replaying its moves (that restores every draw counter); the cache
//! saves the replay when the row's version is the one cached. It is only a cache: the store
//! decides, and a stale entry is never used because the version would differ.

use std::collections::HashMap;
use std::sync::Mutex;

use rules::Game;

pub(crate) struct GameCache {
    capacity: usize,
    games: Mutex<HashMap<i64, (i64, Game)>>,
}

impl GameCache {
    pub fn new(capacity: usize) -> GameCache {
        GameCache {
            capacity,
            games: Mutex::new(HashMap::new()),
        }
    }

    /// The game as it was at `version`, if cached.
    pub fn get(&self, id: i64, version: i64) -> Option<Game> {
        let games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        match games.get(&id) {
            Some((v, game)) if *v == version => Some(game.clone()),
            _ => None,
        }
    }

    pub fn put(&self, id: i64, version: i64, game: Game) {
        if self.capacity == 0 {
            return;
        }
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        if games.len() >= self.capacity && !games.contains_key(&id) {
            // Dropping an arbitrary half is crude but bounded and cheap; finished games
            // are rarely read again.
            let drop: Vec<i64> = games.keys().copied().take(self.capacity / 2 + 1).collect();
            for key in drop {
                games.remove(&key);
            }
        }
        // Never replace a newer version with an older one.
        if games.get(&id).is_some_and(|(v, _)| *v > version) {
            return;
        }
        games.insert(id, (version, game));
    }

    pub fn forget(&self, id: i64) {
        let mut games = self.games.lock().unwrap_or_else(|e| e.into_inner());
        games.remove(&id);
    }
}
