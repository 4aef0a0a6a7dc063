//! Opening books: for the positions of the first moves, the moves a deep search found best
//! and those within a few centi-men of them. Built by the `book` bench (`engine/data/book/`),
//! built into the engine, and used by the strong levels and `dama hub`: among the equal moves
//! the choice varies, so that the bot's games do not repeat.
//!
//! A book file has one position a line, `FEN;move:score,move:score,…` (the moves as the
//! variant writes them, the scores in centi-men for the side to move, best first); `#` lines
//! are comments.

use std::collections::HashMap;

use rules::{Move, Position, Variant};

use crate::per_variant::PerVariant;

/// The moves a book gives for one position, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookMoves {
    pub moves: Vec<(Move, i32)>,
}

/// An opening book of one variant.
#[derive(Debug, Clone, Default)]
pub struct Book {
    entries: HashMap<u64, (Position, BookMoves)>,
}

/// A line of a book file that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BookError {
    pub line: usize,
    pub reason: String,
}

impl std::fmt::Display for BookError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for BookError {}

/// The moves within this many centi-men of the book's best are the choices of a game.
pub const BOOK_MARGIN: i32 = 10;

impl Book {
    /// The book built into the engine for a variant (empty when it has none). Each variant's
    /// book is read at its first use, so that a process playing one variant reads one book.
    pub fn of(variant: Variant) -> &'static Book {
        static BOOKS: PerVariant<Book> = PerVariant::new();
        BOOKS.get(variant, || {
            built_in(variant)
                .map(|text| {
                    Book::parse(variant, text).unwrap_or_else(|e| {
                        debug_assert!(false, "{variant}: book: {e}");
                        Book::default()
                    })
                })
                .unwrap_or_default()
        })
    }

    /// Reads a book file.
    ///
    /// ```
    /// use rules::{Position, Variant};
    /// let start = Position::start(Variant::English);
    /// let text = format!("# a book\n{};11-15:5,9-13:2\n", start.to_fen());
    /// let book = engine::Book::parse(Variant::English, &text).unwrap();
    /// let moves = book.moves(&start).unwrap();
    /// assert_eq!(start.move_text(&moves.moves[0].0), "11-15");
    /// assert_eq!(book.len(), 1);
    /// ```
    pub fn parse(variant: Variant, text: &str) -> Result<Book, BookError> {
        let mut entries = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fail = |reason: String| BookError {
                line: i + 1,
                reason,
            };
            let (fen, moves) = line
                .split_once(';')
                .ok_or_else(|| fail("no `;` after the position".into()))?;
            let pos = Position::from_fen(variant, fen.trim())
                .map_err(|e| fail(format!("position: {e}")))?;
            let mut list = Vec::new();
            for item in moves.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                let (text, score) = item
                    .rsplit_once(':')
                    .ok_or_else(|| fail(format!("`{item}`: move:score")))?;
                let mv = pos
                    .parse_move(text)
                    .map_err(|e| fail(format!("`{text}`: {e:?}")))?;
                let score: i32 = score
                    .parse()
                    .map_err(|_| fail(format!("`{item}`: the score is not a number")))?;
                list.push((mv, score));
            }
            if list.is_empty() {
                return Err(fail("no moves".into()));
            }
            list.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            entries.insert(pos.hash(), (pos, BookMoves { moves: list }));
        }
        Ok(Book { entries })
    }

    /// The book file of these entries (the `book` bench writes it).
    pub fn write(&self) -> String {
        let mut lines: Vec<String> = self
            .entries
            .values()
            .map(|(pos, moves)| {
                let list: Vec<String> = moves
                    .moves
                    .iter()
                    .map(|(mv, score)| format!("{}:{score}", pos.move_text(mv)))
                    .collect();
                format!("{};{}", pos.to_fen(), list.join(","))
            })
            .collect();
        lines.sort();
        lines.join("\n") + "\n"
    }

    pub fn insert(&mut self, pos: Position, mut moves: Vec<(Move, i32)>) {
        moves.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        self.entries.insert(pos.hash(), (pos, BookMoves { moves }));
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's moves for a position, if it has it.
    pub fn moves(&self, pos: &Position) -> Option<&BookMoves> {
        self.entries
            .get(&pos.hash())
            .filter(|(p, _)| p == pos)
            .map(|(_, m)| m)
    }

    /// A move for the position: one of those within [`BOOK_MARGIN`] of the best, picked by
    /// `seed` (the same seed, the same move), with its score.
    pub fn choose(&self, pos: &Position, seed: u64) -> Option<(Move, i32)> {
        let moves = &self.moves(pos)?.moves;
        let best = moves.first()?.1;
        let equal: Vec<&(Move, i32)> = moves
            .iter()
            .filter(|(mv, s)| *s >= best - BOOK_MARGIN && pos.is_legal(mv))
            .collect();
        if equal.is_empty() {
            return None;
        }
        let pick = mix(seed ^ pos.hash()) % equal.len() as u64;
        Some(*equal[pick as usize])
    }
}

/// splitmix64's finaliser: a seed spread over every bit.
fn mix(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The book files built in.
const FILES: &[(Variant, &str)] = crate::data_files::per_variant!(include_str, "book", ".txt");

/// The book file of a variant, if it has one.
fn built_in(variant: Variant) -> Option<&'static str> {
    FILES.iter().find(|(v, _)| *v == variant).map(|(_, t)| *t)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every built-in book reads, and each of its moves is legal in its position.
    #[test]
    fn the_built_in_books_read_and_their_moves_are_legal() {
        for &variant in Variant::ALL {
            let Some(text) = built_in(variant) else {
                continue;
            };
            let book = Book::parse(variant, text).unwrap_or_else(|e| panic!("{variant}: {e}"));
            assert!(!book.is_empty(), "{variant}");
            for (pos, moves) in book.entries.values() {
                for (mv, _) in &moves.moves {
                    assert!(pos.is_legal(mv), "{variant}: {}", pos.to_fen());
                }
            }
            // The start position is in it, and a seed picks among its equal moves.
            let start = Position::start(variant);
            assert!(book.choose(&start, 1).is_some(), "{variant}");
        }
    }

    #[test]
    fn the_choice_is_among_the_equal_moves_and_follows_the_seed() {
        let start = Position::start(Variant::English);
        let text = format!("{};11-15:20,9-13:15,10-14:2\n", start.to_fen());
        let book = Book::parse(Variant::English, &text).unwrap();
        let picks: std::collections::HashSet<String> = (0..64)
            .map(|seed| start.move_text(&book.choose(&start, seed).unwrap().0))
            .collect();
        assert_eq!(
            picks,
            ["11-15", "9-13"].iter().map(|s| s.to_string()).collect()
        );
        assert_eq!(book.choose(&start, 5), book.choose(&start, 5));
        let text = format!("{};11-18:3\n", start.to_fen());
        assert!(Book::parse(Variant::English, &text).is_err());
        assert!(book.moves(&Position::start(Variant::Italian)).is_none());
    }
}
