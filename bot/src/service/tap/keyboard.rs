//! The board as a keyboard: one key per playable square, laid out as the player to move sees
//! the board (their own pieces at the bottom), each showing what stands there and the
//! square's name. 8x8 diagonal boards have 4 keys a row, 10x10 5, 12x12 6; Dameo and Turkish,
//! played on every square, 8. Telegram takes at most 8 keys a row and 100 in all.
//!
//! Keys: ⚪ ⚫ men, ♔ ♚ kings (White, Black), then the square; a chosen piece in brackets
//! (`[⚫9]`), a square it can go to with 🟢 (`🟢13`). Choosing a destination that several
//! captures reach (taking different pieces) turns the keyboard into those captures, one a
//! row, and a key back.

use rules::{Color, Piece, Position, Role, Square};

use super::Choices;
use super::data::{Action, Mark, TapData, code_of};
use crate::i18n::BoardOf;
use crate::keys::{BoardKeys, Key, Look, Mark as KeyMark, Target};
use crate::message::Prompt;

/// The most keys Telegram shows in a row, and in a keyboard.
pub const ROW_MAX: usize = 8;
pub const KEYS_MAX: usize = 100;

/// The label of the key that goes back a step.
pub const BACK: &str = "↩";

/// A game's (or a puzzle's) position as keys are drawn for it.
#[derive(Debug, Clone)]
pub struct TapBoard {
    pub target: Target,
    /// What the board is of, as the picker's questions name it.
    pub of: BoardOf,
    pub mark: Mark,
    pub position: Position,
    pub choices: Choices,
}

impl TapBoard {
    /// The board of `game` (its number `id`, `plies` plies played) as it stands.
    pub fn new(id: i64, plies: i64, game: &rules::Game) -> TapBoard {
        let position = *game.position();
        TapBoard {
            target: Target::Game(id),
            of: BoardOf::Game(id),
            mark: Mark::of(plies, &position),
            position,
            choices: Choices::of(game),
        }
    }

    /// The board of puzzle `puzzle` in attempt `attempt`, `step` plies into its line.
    pub fn of_puzzle(attempt: i64, puzzle: i64, step: i64, position: &Position) -> TapBoard {
        TapBoard {
            target: Target::Attempt(attempt),
            of: BoardOf::Puzzle(puzzle),
            mark: Mark::of(step, position),
            position: *position,
            choices: Choices::of_position(position),
        }
    }

    /// The data of a key of this board that asks for `action`.
    pub fn data(&self, action: Action) -> TapData {
        TapData {
            target: self.target,
            mark: self.mark,
            action,
        }
    }

    fn code(&self, square: Square) -> u8 {
        code_of(self.position.variant(), square)
    }

    /// What the keys answer, for taking them off later: the position's ply. A puzzle's keys
    /// are not taken off (an older board's answer that it is out of date).
    pub fn prompt(&self) -> Option<Prompt> {
        match self.target {
            Target::Game(game) => Some(Prompt {
                game,
                key: board_prompt(i64::from(self.mark.plies)),
            }),
            Target::Attempt(_) => None,
        }
    }
}

/// The prompt of a board keyboard drawn after `plies` plies: it waits while the game is
/// under way at that ply.
pub fn board_prompt(plies: i64) -> String {
    format!("{BOARD_PROMPT}@{plies}")
}

/// The kind of prompt a board keyboard answers.
pub const BOARD_PROMPT: &str = "board";

/// What the player has chosen so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    /// Nothing: the pieces that can move are keys.
    Board,
    /// A piece: its destinations are marked.
    Chosen(Square),
    /// A destination several captures reach: which one.
    Captures { from: Square, to: Square },
}

/// The keys of `board` at step `view`; `open` labels the key that opens a move picker.
pub fn board_keys(board: &TapBoard, view: View, open: &str) -> BoardKeys {
    let rows = match view {
        View::Captures { from, to } => capture_rows(board, from, to),
        View::Board | View::Chosen(_) => square_rows(board, view),
    };
    BoardKeys {
        target: board.target,
        rows,
        open: Key {
            label: open.to_string(),
            data: board.data(Action::Board).to_string(),
            look: Look::Command,
        },
        prompt: board.prompt(),
    }
}

/// The squares as the player to move sees them: files and ranks from their side.
pub fn layout(position: &Position) -> Vec<Vec<Option<Square>>> {
    let variant = position.variant();
    let size = variant.board().size();
    let whole =
        usize::from(variant.board().playable_count()) == usize::from(size) * usize::from(size);
    let (files, ranks): (Vec<u8>, Vec<u8>) = match position.turn() {
        Color::White => ((0..size).collect(), (0..size).rev().collect()),
        Color::Black => ((0..size).rev().collect(), (0..size).collect()),
    };
    ranks
        .iter()
        .map(|&rank| {
            files
                .iter()
                .map(|&file| variant.square_at(file, rank))
                // A board played on every square is drawn whole; on the others the keys are
                // the playable squares alone.
                .filter(|square| whole || square.is_some())
                .collect()
        })
        .collect()
}

fn square_rows(board: &TapBoard, view: View) -> Vec<Vec<Key>> {
    let chosen = match view {
        View::Chosen(square) => Some(square),
        _ => None,
    };
    let targets = chosen.map_or_else(Vec::new, |from| board.choices.destinations(from));
    layout(&board.position)
        .into_iter()
        .map(|row| {
            row.into_iter()
                .map(|square| match square {
                    Some(square) => square_key(board, square, chosen, &targets),
                    None => Key {
                        label: "·".into(),
                        data: board.data(Action::Inert).to_string(),
                        look: Look::Blank,
                    },
                })
                .collect()
        })
        .collect()
}

fn square_key(board: &TapBoard, square: Square, chosen: Option<Square>, targets: &[Square]) -> Key {
    let variant = board.position.variant();
    let name = variant.square_name(square);
    let piece = board.position.piece_at(square);
    let code = board.code(square);
    let (label, action, mark) = match chosen {
        Some(from) if from == square => (
            format!("[{}{name}]", symbol(piece)),
            Action::Board,
            KeyMark::Chosen,
        ),
        Some(from) if targets.contains(&square) => (
            format!("🟢{name}"),
            Action::Go {
                from: board.code(from),
                to: code,
            },
            KeyMark::Target,
        ),
        _ => {
            let action = if board.choices.can_move(square) {
                Action::Select(code)
            } else {
                Action::Inert
            };
            (format!("{}{name}", symbol(piece)), action, KeyMark::Plain)
        }
    };
    Key {
        label,
        data: board.data(action).to_string(),
        look: Look::Square { piece, mark },
    }
}

/// What stands on a square, as a key shows it: nothing for an empty one.
pub fn symbol(piece: Option<Piece>) -> &'static str {
    match piece.map(|p| (p.color, p.role)) {
        None => "",
        Some((Color::White, Role::Man)) => "⚪",
        Some((Color::Black, Role::Man)) => "⚫",
        Some((Color::White, Role::King)) => "♔",
        Some((Color::Black, Role::King)) => "♚",
    }
}

/// The captures from `from` to `to`, one a row, and a key back to the chosen piece.
fn capture_rows(board: &TapBoard, from: Square, to: Square) -> Vec<Vec<Key>> {
    let (from_code, to_code) = (board.code(from), board.code(to));
    let mut rows: Vec<Vec<Key>> = board
        .choices
        .between(from, to)
        .into_iter()
        .enumerate()
        .take(KEYS_MAX - 1)
        .map(|(n, mv)| {
            vec![Key {
                label: capture_label(&board.position, mv),
                data: board
                    .data(Action::Route {
                        from: from_code,
                        to: to_code,
                        n: u8::try_from(n).unwrap_or(u8::MAX),
                    })
                    .to_string(),
                look: Look::Choice,
            }]
        })
        .collect();
    rows.push(vec![Key {
        label: BACK.into(),
        data: board.data(Action::Select(from_code)).to_string(),
        look: Look::Command,
    }]);
    rows
}

/// A capture as a choice shows it: its route and the pieces it takes, `10x17x26 ✕14 ✕22`.
pub fn capture_label(position: &Position, mv: &super::TapMove) -> String {
    let variant = position.variant();
    let taken: Vec<String> = mv
        .captured
        .iter()
        .map(|&sq| format!("✕{}", variant.square_name(sq)))
        .collect();
    format!("{}  {}", mv.text, taken.join(" "))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::keys::Look;
    use rules::{Game, GameOptions, Variant};

    /// The board of game #7 from `fen` (the start without one), as the keys are drawn.
    pub(crate) fn board(variant: Variant, fen: Option<&str>) -> TapBoard {
        let game = match fen {
            Some(fen) => Game::from_position(
                Position::from_fen(variant, fen).unwrap(),
                GameOptions::default(),
            )
            .unwrap(),
            None => Game::new(variant),
        };
        TapBoard::new(7, 0, &game)
    }

    fn labels(keys: &BoardKeys) -> Vec<Vec<String>> {
        keys.rows
            .iter()
            .map(|row| row.iter().map(|k| k.label.clone()).collect())
            .collect()
    }

    fn within_telegram(keys: &BoardKeys) {
        assert!(
            keys.rows
                .iter()
                .all(|row| !row.is_empty() && row.len() <= ROW_MAX)
        );
        assert!(keys.keys().count() <= KEYS_MAX);
        for key in keys.keys() {
            assert!(!key.label.trim().is_empty());
            assert!((1..=64).contains(&key.data.len()), "{}", key.data);
            assert!(TapData::parse(&key.data).is_some(), "{}", key.data);
        }
    }

    #[test]
    fn every_variant_fits_telegram_with_one_key_per_playable_square() {
        for &variant in Variant::ALL {
            let b = board(variant, None);
            let keys = board_keys(&b, View::Board, "Move");
            within_telegram(&keys);
            let squares = keys
                .keys()
                .filter(|k| matches!(k.look, Look::Square { .. }))
                .count();
            assert_eq!(
                squares,
                usize::from(variant.board().playable_count()),
                "{variant:?}"
            );
            let per_row = match variant.board().size() {
                _ if variant.board().playable_count() == 64 => 8,
                size => usize::from(size) / 2,
            };
            assert!(keys.rows.iter().all(|r| r.len() == per_row), "{variant:?}");
            // Every piece that can move is a key that chooses it; the others do nothing.
            for key in keys.keys() {
                let action = TapData::parse(&key.data).unwrap().action;
                assert!(matches!(action, Action::Select(_) | Action::Inert));
            }
            let selectable = keys
                .keys()
                .filter(|k| matches!(TapData::parse(&k.data).unwrap().action, Action::Select(_)))
                .count();
            assert_eq!(selectable, b.choices.movable().len(), "{variant:?}");
        }
    }

    #[test]
    fn the_english_board_from_each_side() {
        let b = board(Variant::English, None);
        // Black moves first and sees its own men at the bottom: 32 top left, 1 bottom right.
        let keys = board_keys(&b, View::Board, "Move");
        let rows = labels(&keys);
        assert_eq!(rows[0], ["⚪32", "⚪31", "⚪30", "⚪29"]);
        assert_eq!(rows[3], ["20", "19", "18", "17"]);
        assert_eq!(rows[7], ["⚫4", "⚫3", "⚫2", "⚫1"]);
        // From White's side, 1 is top left.
        let mut game = Game::new(Variant::English);
        game.play_text("11-15").unwrap();
        let after = TapBoard::new(7, 1, &game);
        let rows = labels(&board_keys(&after, View::Board, "Move"));
        assert_eq!(rows[0], ["⚫1", "⚫2", "⚫3", "⚫4"]);
        assert_eq!(rows[2], ["⚫9", "⚫10", "11", "⚫12"]);
        assert_eq!(rows[3], ["13", "14", "⚫15", "16"]);
        assert_eq!(rows[7], ["⚪29", "⚪30", "⚪31", "⚪32"]);
    }

    #[test]
    fn a_chosen_piece_marks_its_destinations() {
        let b = board(Variant::English, None);
        let v = Variant::English;
        let nine = v.parse_square("9").unwrap();
        let keys = board_keys(&b, View::Chosen(nine), "Move");
        within_telegram(&keys);
        let find = |label: &str| keys.keys().find(|k| k.label == label).cloned().unwrap();
        assert_eq!(
            TapData::parse(&find("[⚫9]").data).unwrap().action,
            Action::Board
        );
        assert_eq!(
            TapData::parse(&find("🟢13").data).unwrap().action,
            Action::Go { from: 9, to: 13 }
        );
        assert_eq!(
            TapData::parse(&find("🟢14").data).unwrap().action,
            Action::Go { from: 9, to: 14 }
        );
        // Another man that can move is chosen instead with one tap.
        assert_eq!(
            TapData::parse(&find("⚫10").data).unwrap().action,
            Action::Select(10)
        );
        assert_eq!(
            TapData::parse(&find("⚫1").data).unwrap().action,
            Action::Inert
        );
    }

    #[test]
    fn several_captures_to_one_square_become_one_key_each() {
        let v = Variant::English;
        let b = board(v, Some(crate::service::tap::choices::AMBIGUOUS_ENGLISH));
        let (from, to) = (v.parse_square("15").unwrap(), v.parse_square("31").unwrap());
        let chosen = board_keys(&b, View::Chosen(from), "Move");
        let target = chosen
            .keys()
            .find(|k| k.label == "🟢31")
            .expect("31 is a target");
        assert_eq!(
            TapData::parse(&target.data).unwrap().action,
            Action::Go { from: 15, to: 31 }
        );
        let keys = board_keys(&b, View::Captures { from, to }, "Move");
        within_telegram(&keys);
        assert_eq!(
            labels(&keys),
            [
                vec!["15x22x31  ✕18 ✕26".to_string()],
                vec!["15x24x31  ✕19 ✕27".to_string()],
                vec![BACK.to_string()]
            ]
        );
        let second = TapData::parse(&keys.rows[1][0].data).unwrap().action;
        assert_eq!(
            second,
            Action::Route {
                from: 15,
                to: 31,
                n: 1
            }
        );
        let back = TapData::parse(&keys.rows[2][0].data).unwrap().action;
        assert_eq!(back, Action::Select(15));
    }

    #[test]
    fn dameo_is_drawn_whole_with_coordinates() {
        let b = board(Variant::Dameo, None);
        let keys = board_keys(&b, View::Board, "Move");
        let rows = labels(&keys);
        assert_eq!(rows.len(), 8);
        assert_eq!(rows[7][0], "⚪a1");
        assert_eq!(rows[0][7], "⚫h8");
        assert_eq!(rows[4][0], "a4");
    }

    #[test]
    fn kings_show_as_kings() {
        let b = board(Variant::International, Some("W:WK46:BK5"));
        let keys = board_keys(&b, View::Board, "Move");
        let rows = labels(&keys);
        assert_eq!(rows[9][0], "♔46");
        assert_eq!(rows[0][4], "♚5");
    }
}
