//! Rebuilt games kept in memory, keyed by the version they were read at.
//!
//! A game is rebuilt by replaying its moves (that restores every draw counter); the cache
//! saves the replay, and the read of the moves, when the row's version is the one cached. It
//! is only a cache: the store decides, and a stale entry is never used because the version
//! would differ.
//!
//! It is bounded by memory, not by a count of games: a game under way is a few kilobytes, so
//! a budget of tens of megabytes keeps every game of a busy process (10,000 under way at once
//! in the load bench), while a few long games cannot crowd it past its budget. When full, the
//! games least recently used go first.

use std::collections::HashMap;
use std::sync::Mutex;

use rules::{Event, Game};

pub(crate) struct GameCache {
    budget: usize,
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    games: HashMap<i64, Entry>,
    /// The bytes the cached games take, as [`footprint`] counts them.
    bytes: usize,
    /// Counts uses, for the least recently used.
    tick: u64,
}

struct Entry {
    version: i64,
    game: Game,
    bytes: usize,
    used: u64,
}

impl GameCache {
    /// A cache that keeps its games within about `budget` bytes (0: none).
    pub fn new(budget: usize) -> GameCache {
        GameCache {
            budget,
            inner: Mutex::default(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game as it was at `version`, if cached.
    pub fn get(&self, id: i64, version: i64) -> Option<Game> {
        let mut inner = self.lock();
        inner.tick += 1;
        let tick = inner.tick;
        match inner.games.get_mut(&id) {
            Some(entry) if entry.version == version => {
                entry.used = tick;
                Some(entry.game.clone())
            }
            _ => None,
        }
    }

    pub fn put(&self, id: i64, version: i64, game: Game) {
        let bytes = footprint(&game);
        if bytes > self.budget / 4 {
            // Nothing to keep (budget 0), or one game that would push out a crowd.
            self.forget(id);
            return;
        }
        let mut inner = self.lock();
        // Never replace a newer version with an older one.
        if inner.games.get(&id).is_some_and(|e| e.version > version) {
            return;
        }
        inner.tick += 1;
        let used = inner.tick;
        let entry = Entry {
            version,
            game,
            bytes,
            used,
        };
        if let Some(old) = inner.games.insert(id, entry) {
            inner.bytes -= old.bytes;
        }
        inner.bytes += bytes;
        if inner.bytes > self.budget {
            inner.evict(self.budget - self.budget / 4);
        }
    }

    pub fn forget(&self, id: i64) {
        let mut inner = self.lock();
        if let Some(old) = inner.games.remove(&id) {
            inner.bytes -= old.bytes;
        }
    }

    /// How many games are cached and the bytes they take.
    #[cfg(test)]
    fn size(&self) -> (usize, usize) {
        let inner = self.lock();
        (inner.games.len(), inner.bytes)
    }
}

impl Inner {
    /// Drops the least recently used games until the rest take at most `keep` bytes. A
    /// quarter of the budget goes at once, so that the sort is paid once per many puts.
    fn evict(&mut self, keep: usize) {
        let mut ages: Vec<(u64, i64, usize)> = self
            .games
            .iter()
            .map(|(&id, e)| (e.used, id, e.bytes))
            .collect();
        ages.sort_unstable();
        for (_, id, bytes) in ages {
            if self.bytes <= keep {
                break;
            }
            self.games.remove(&id);
            self.bytes -= bytes;
        }
    }
}

/// About how many bytes a game takes in the cache: the game itself and its entry, and on the
/// heap each event (with its text and captures) and each position's hash.
pub(crate) fn footprint(game: &Game) -> usize {
    let fixed = std::mem::size_of::<Game>() + std::mem::size_of::<Entry>() + 2 * 8;
    let events: usize = game
        .events()
        .iter()
        .map(|event| {
            let heap = match event {
                Event::Move(ply) => {
                    ply.text.capacity()
                        + ply.captured.capacity()
                            * std::mem::size_of::<(rules::Square, rules::Piece)>()
                }
                Event::Huff(_) => 0,
            };
            std::mem::size_of::<Event>() + heap + 8
        })
        .sum();
    fixed + events
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn played(plies: usize) -> Game {
        let mut game = Game::new(Variant::English);
        for _ in 0..plies {
            let mv = game.legal_moves()[0];
            game.play(&mv).expect("a legal move");
        }
        game
    }

    #[test]
    fn a_game_is_kept_at_its_version_only() {
        let cache = GameCache::new(1 << 20);
        cache.put(1, 3, played(4));
        assert!(cache.get(1, 3).is_some());
        assert!(cache.get(1, 4).is_none());
        // An older version never replaces a newer one.
        cache.put(1, 2, played(2));
        assert_eq!(cache.get(1, 3).map(|g| g.plies().count()), Some(4));
        cache.forget(1);
        assert!(cache.get(1, 3).is_none());
        assert_eq!(cache.size(), (0, 0));
    }

    #[test]
    fn the_budget_holds_and_the_least_recently_used_go_first() {
        let game = played(12);
        let each = footprint(&game);
        let cache = GameCache::new(each * 100);
        for id in 0..100 {
            cache.put(id, 1, game.clone());
        }
        assert_eq!(cache.size().0, 100);
        // Game 0 is used again: it is the most recent now.
        assert!(cache.get(0, 1).is_some());
        cache.put(100, 1, game.clone());
        let (count, bytes) = cache.size();
        assert!(
            bytes <= each * 100,
            "{bytes} bytes over a budget of {}",
            each * 100
        );
        assert!((75..100).contains(&count), "{count} games kept");
        assert!(cache.get(0, 1).is_some(), "the game used last is kept");
        assert!(cache.get(1, 1).is_none(), "the game used longest ago went");
        assert!(cache.get(100, 1).is_some(), "the game put last is kept");
    }

    #[test]
    fn a_game_counts_its_moves() {
        assert!(footprint(&played(40)) > footprint(&played(4)));
        // A game of twelve moves is a few kilobytes at most: 10,000 of them fit in 32 MiB.
        assert!(footprint(&played(12)) * 10_000 < 32 << 20);
    }

    #[test]
    fn no_budget_keeps_nothing() {
        let cache = GameCache::new(0);
        cache.put(1, 1, played(2));
        assert!(cache.get(1, 1).is_none());
    }
}
