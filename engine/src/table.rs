//! The transposition table, keyed by the Zobrist hash of `rules`.
//!
//! Entries are packed into plain words so that the table is allocated zeroed: the operating
//! system hands out zero pages lazily, so making (or clearing) a table of many megabytes costs
//! next to nothing before the first node, and a timed search does not pay for memory it never
//! touches.

use rules::Move;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The score is at least this (a cut).
    Lower,
    /// The score is at most this (no move reached alpha).
    Upper,
}

/// A move as the table keeps it: its squares and a fingerprint of what it takes, enough to
/// find it again among the position's legal moves (two captures with the same ends but other
/// pieces taken differ by their fingerprint).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct MoveKey(u64);

impl MoveKey {
    const PRESENT: u64 = 1 << 63;

    pub fn of(mv: &Move) -> MoveKey {
        let taken = mv.captured().bits();
        let folded = (taken as u64) ^ ((taken >> 64) as u64).rotate_left(29);
        let fingerprint = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32;
        MoveKey(
            Self::PRESENT
                | (u64::from(mv.from().index()) << 40)
                | (u64::from(mv.to().index()) << 32)
                | fingerprint,
        )
    }

    pub fn matches(self, mv: &Move) -> bool {
        MoveKey::of(mv) == self
    }

    /// The legal move this key names, if one does (a key of another position that shares a
    /// bucket names none, or a harmless legal one).
    pub fn find(self, moves: &[Move]) -> Option<Move> {
        moves.iter().copied().find(|mv| self.matches(mv))
    }
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    pub key: u64,
    pub mv: Option<MoveKey>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    pub age: u8,
}

/// Words per slot: the key, the move, and the score/depth/bound/age.
const WORDS: usize = 3;
const USED: u64 = 1 << 63;

impl Entry {
    fn pack(&self) -> [u64; WORDS] {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let data = USED
            | (u64::from(self.age) << 50)
            | (bound << 48)
            | (u64::from(self.depth as u16) << 32)
            | u64::from(self.score as u32);
        [self.key, self.mv.map_or(0, |m| m.0), data]
    }

    fn unpack(words: &[u64]) -> Option<Entry> {
        let [key, mv, data] = [words[0], words[1], words[2]];
        if data & USED == 0 {
            return None;
        }
        Some(Entry {
            key,
            mv: (mv & MoveKey::PRESENT != 0).then_some(MoveKey(mv)),
            score: data as u32 as i32,
            depth: (data >> 32) as u16 as i16,
            bound: match (data >> 48) & 3 {
                0 => Bound::Exact,
                1 => Bound::Lower,
                _ => Bound::Upper,
            },
            age: (data >> 50) as u8,
        })
    }
}

/// A table of buckets of two entries: one kept by depth, one always replaced.
pub(crate) struct Table {
    words: Vec<u64>,
    mask: usize,
    age: u8,
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let bytes = megabytes.max(1) * 1024 * 1024;
        let slot_bytes = WORDS * std::mem::size_of::<u64>();
        // A power of two of buckets of two slots, within the size asked for.
        let buckets = ((bytes / slot_bytes / 2).max(1) + 1).next_power_of_two() / 2;
        let buckets = buckets.max(1);
        Table {
            words: vec![0; buckets * 2 * WORDS],
            mask: buckets - 1,
            age: 0,
        }
    }

    /// Forgets every entry. A fresh zeroed allocation rather than a pass over the old one:
    /// its pages come back zeroed when first touched.
    pub fn clear(&mut self) {
        let len = self.words.len();
        self.words = Vec::new();
        self.words = vec![0; len];
        self.age = 0;
    }

    /// A new search: entries of older searches give way first.
    pub fn next_age(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    #[inline]
    fn slot(&self, key: u64, which: usize) -> std::ops::Range<usize> {
        let start = ((key as usize & self.mask) * 2 + which) * WORDS;
        start..start + WORDS
    }

    fn get(&self, key: u64, which: usize) -> Option<Entry> {
        Entry::unpack(&self.words[self.slot(key, which)])
    }

    fn put(&mut self, key: u64, which: usize, entry: Option<Entry>) {
        let range = self.slot(key, which);
        let words = entry.map_or([0; WORDS], |e| e.pack());
        self.words[range].copy_from_slice(&words);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        (0..2)
            .filter_map(|which| self.get(key, which))
            .find(|e| e.key == key)
    }

    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let age = self.age;
        let depth = depth.clamp(-1, i16::MAX as i32) as i16;
        let mut entry = Entry {
            key,
            mv: mv.as_ref().map(MoveKey::of),
            score,
            depth,
            bound,
            age,
        };
        // Keep the best move known when this visit found none (an all-node).
        for which in 0..2 {
            if let Some(old) = self.get(key, which)
                && old.key == key
            {
                if entry.mv.is_none() {
                    entry.mv = old.mv;
                }
                if depth >= old.depth || bound == Bound::Exact || old.age != age {
                    self.put(key, which, Some(entry));
                }
                return;
            }
        }
        let first = self.get(key, 0);
        let keep_first = matches!(first, Some(old) if old.age == age && old.depth > depth);
        if keep_first {
            self.put(key, 1, Some(entry));
        } else {
            self.put(key, 1, first);
            self.put(key, 0, Some(entry));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Game, Variant};

    #[test]
    fn an_entry_comes_back_as_stored() {
        let game = Game::new(Variant::International);
        let moves = game.position().legal_moves();
        let mut table = Table::new(1);
        let key = game.position().hash();
        assert!(table.probe(key).is_none());
        table.store(key, Some(moves[3]), -1234, 7, Bound::Lower);
        let entry = table.probe(key).expect("stored");
        assert_eq!(entry.key, key);
        assert_eq!(entry.mv.and_then(|m| m.find(&moves)), Some(moves[3]));
        assert_eq!(
            (entry.score, entry.depth, entry.bound),
            (-1234, 7, Bound::Lower)
        );
        // An all-node keeps the move known.
        table.store(key, None, 5, 8, Bound::Upper);
        let entry = table.probe(key).expect("stored");
        assert_eq!(entry.mv.and_then(|m| m.find(&moves)), Some(moves[3]));
        assert_eq!(
            (entry.score, entry.depth, entry.bound),
            (5, 8, Bound::Upper)
        );
        table.clear();
        assert!(table.probe(key).is_none());
    }

    #[test]
    fn every_legal_move_keys_to_itself_alone() {
        // A walk through an International game, captures (kings' among them) included.
        let mut game = Game::new(Variant::International);
        for ply in 0..200u64 {
            let moves = game.position().legal_moves();
            if game.is_over() || moves.is_empty() {
                break;
            }
            for mv in &moves {
                let twins = moves.iter().filter(|m| MoveKey::of(m) == MoveKey::of(mv));
                assert_eq!(twins.count(), 1, "{mv:?}");
            }
            let pick = (ply.wrapping_mul(0x9E37_79B9) >> 7) as usize % moves.len();
            game.play(&moves[pick]).expect("legal");
        }
    }
}
