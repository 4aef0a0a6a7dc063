//! What a key of a board keyboard carries back when it is pressed: Telegram's
//! `callback_data` (1–64 bytes), Discord's `custom_id` (at most 100 characters) and its select
//! options' `value`s.
//!
//! `tap:{target}:{position}:{action}`, all ASCII:
//! - `target`: the game's number, or `a` and the number of a puzzle's attempt;
//! - `position`: the position the keyboard was drawn for, as `{plies}.{hash}` (the plies
//!   played, and 32 bits of a hash of its FEN in hex): a press on a keyboard of any other
//!   position — an older board, a take-back since — is recognised as out of date, and plays
//!   nothing;
//! - `action`: `o` the board with nothing chosen (Discord: open the move picker), `s{sq}` a
//!   piece chosen, `d{from}.{to}` a destination, `r{from}.{to}.{n}` the `n`-th capture between
//!   two squares (when several take different pieces), `n` a key that does nothing (a light
//!   square, a piece that cannot move), `p{n}` the `n`-th select menu of a picker, whose
//!   chosen option's value is the action. Squares are written as their place in the variant's order (the square numbers
//!   themselves in numbered variants; a1 = 1, b1 = 2, … in algebraic ones).
//!
//! The data names no person: whoever presses, the service checks that they are the player to
//! move in that game, and that the game is played where the press came from, so data copied
//! into another chat or another game moves nothing there.
//!
//! ```
//! use bot::keys::Target;
//! use bot::service::tap::{Action, Mark, TapData};
//! use rules::{Position, Variant};
//!
//! let position = Position::start(Variant::English);
//! let data = TapData { target: Target::Game(12), mark: Mark::of(0, &position), action: Action::Select(9) };
//! let text = data.to_string();
//! assert!(text.starts_with("tap:12:0."));
//! assert!(text.ends_with(":s9"));
//! assert_eq!(TapData::parse(&text), Some(data));
//! ```

use std::fmt;

use rules::{Position, Square, Variant};

use crate::keys::Target;

/// What every key's data starts with; other button payloads are commands (`!accept #3`) or
/// keys of long commands (`key:7`).
pub const PREFIX: &str = "tap:";

/// The most bytes a key's data may have: Telegram's `callback_data` limit (Discord's
/// `custom_id` takes 100).
pub const DATA_MAX: usize = 64;

/// A square as key data writes it: its place in the variant's order, from 1.
pub type SquareCode = u8;

/// The position a keyboard was drawn for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mark {
    pub plies: u32,
    pub hash: u32,
}

impl Mark {
    /// The mark of `position` after `plies` plies of the game.
    pub fn of(plies: i64, position: &Position) -> Mark {
        Mark {
            plies: u32::try_from(plies).unwrap_or(u32::MAX),
            hash: fnv1a(position.to_fen().as_bytes()),
        }
    }
}

/// FNV-1a, 32 bits: the same in every process and every build (a hasher of the standard
/// library may not be).
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash, &byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{:08x}", self.plies, self.hash)
    }
}

/// What a key asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// The board with nothing chosen: a choice undone, or (Discord) the move picker opened.
    Board,
    /// The piece on this square chosen.
    Select(SquareCode),
    /// The chosen piece to this square: played when it is one move, else the captures to
    /// choose from.
    Go { from: SquareCode, to: SquareCode },
    /// The `n`-th capture from `from` to `to` ([`super::Choices::between`]).
    Route {
        from: SquareCode,
        to: SquareCode,
        n: u8,
    },
    /// A key that does nothing.
    Inert,
    /// The `n`-th select menu of a picker: the chosen option's value is the action.
    Pick(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Board => f.write_str("o"),
            Action::Select(square) => write!(f, "s{square}"),
            Action::Go { from, to } => write!(f, "d{from}.{to}"),
            Action::Route { from, to, n } => write!(f, "r{from}.{to}.{n}"),
            Action::Inert => f.write_str("n"),
            Action::Pick(n) => write!(f, "p{n}"),
        }
    }
}

impl Action {
    /// Reads an action as [`Action`]'s `Display` writes it.
    pub fn parse(text: &str) -> Option<Action> {
        let numbers = |rest: &str| -> Option<Vec<u8>> {
            rest.split('.')
                .map(|n| canonical_number(n)?.try_into().ok())
                .collect()
        };
        let (kind, rest) = text.split_at_checked(1)?;
        let action = match (kind, numbers(rest).as_deref()) {
            ("o", _) if rest.is_empty() => Action::Board,
            ("n", _) if rest.is_empty() => Action::Inert,
            ("p", Some(&[n])) => Action::Pick(n),
            ("s", Some(&[square])) => Action::Select(square),
            ("d", Some(&[from, to])) => Action::Go { from, to },
            ("r", Some(&[from, to, n])) => Action::Route { from, to, n },
            _ => return None,
        };
        Some(action)
    }
}

/// A key's data: the game (or puzzle attempt), the position it was drawn for, what it asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TapData {
    pub target: Target,
    pub mark: Mark,
    pub action: Action,
}

impl fmt::Display for TapData {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.target {
            Target::Game(game) => write!(f, "{PREFIX}{game}:")?,
            Target::Attempt(attempt) => write!(f, "{PREFIX}a{attempt}:")?,
        }
        write!(f, "{}:{}", self.mark, self.action)
    }
}

impl TapData {
    /// Whether a button's payload is a board key's (and not a command's).
    pub fn is_tap(payload: &str) -> bool {
        payload.starts_with(PREFIX)
    }

    /// The data of a press: a key's, or for a select menu the menu's with the chosen value
    /// ([`TapData::picked`]).
    pub fn pressed(data: &str, value: Option<&str>) -> Option<TapData> {
        match value {
            Some(value) => TapData::picked(data, value),
            None => TapData::parse(data),
        }
    }

    /// Whether the press may play a move (a destination, a capture): a command, where a
    /// choice of a piece or a step back only redraws the keys.
    pub fn may_play(&self) -> bool {
        matches!(self.action, Action::Go { .. } | Action::Route { .. })
    }

    /// The same key asking for `action`.
    pub fn with(self, action: Action) -> TapData {
        TapData { action, ..self }
    }

    /// Reads data as [`TapData`]'s `Display` writes it; `None` for anything else (never a
    /// panic: the data comes from outside).
    pub fn parse(text: &str) -> Option<TapData> {
        if text.len() > DATA_MAX {
            return None;
        }
        let rest = text.strip_prefix(PREFIX)?;
        let mut parts = rest.split(':');
        let (target, mark, action) = (parts.next()?, parts.next()?, parts.next()?);
        if parts.next().is_some() {
            return None;
        }
        let (plies, hash) = mark.split_once('.')?;
        if hash.len() != 8 || !hash.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            return None;
        }
        let number = |text: &str| -> Option<i64> { canonical_number(text)?.try_into().ok() };
        let target = match target.strip_prefix('a') {
            Some(attempt) => Target::Attempt(number(attempt)?),
            None => Target::Game(number(target)?),
        };
        Some(TapData {
            target,
            mark: Mark {
                plies: canonical_number(plies)?.try_into().ok()?,
                hash: u32::from_str_radix(hash, 16).ok()?,
            },
            action: Action::parse(action)?,
        })
    }

    /// The data of a select menu's option: the menu's data with the option's value as its
    /// action. `None` when the menu's data is not a select menu's, or the value no action.
    pub fn picked(menu: &str, value: &str) -> Option<TapData> {
        let menu = TapData::parse(menu)?;
        if !matches!(menu.action, Action::Pick(_)) {
            return None;
        }
        Some(menu.with(Action::parse(value)?))
    }
}

/// A decimal number written the one way [`fmt::Display`] writes it (no sign, no leading
/// zero): each key has exactly one data.
fn canonical_number(text: &str) -> Option<u64> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then(|| text.parse().ok()).flatten()
}

/// A square's code in `variant` ([`SquareCode`]).
pub fn code_of(variant: Variant, square: Square) -> SquareCode {
    let squares = variant.squares();
    let place = squares.iter().position(|&s| s == square).unwrap_or(0);
    // At most 72 playable squares.
    (place + 1) as SquareCode
}

/// The square a code names in `variant`, if it names one.
pub fn square_of(variant: Variant, code: SquareCode) -> Option<Square> {
    variant
        .squares()
        .get(usize::from(code).checked_sub(1)?)
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(action: Action) -> TapData {
        TapData {
            target: Target::Game(4_211),
            mark: Mark {
                plies: 37,
                hash: 0x9f3a_2c1b,
            },
            action,
        }
    }

    #[test]
    fn every_action_reads_back() {
        for action in [
            Action::Board,
            Action::Select(23),
            Action::Go { from: 23, to: 14 },
            Action::Route {
                from: 72,
                to: 1,
                n: 3,
            },
            Action::Inert,
            Action::Pick(0),
            Action::Pick(3),
        ] {
            let text = data(action).to_string();
            assert_eq!(TapData::parse(&text), Some(data(action)), "{text}");
        }
        assert_eq!(
            data(Action::Go { from: 23, to: 14 }).to_string(),
            "tap:4211:37.9f3a2c1b:d23.14"
        );
        let puzzle = TapData {
            target: Target::Attempt(8),
            ..data(Action::Select(9))
        };
        assert_eq!(puzzle.to_string(), "tap:a8:37.9f3a2c1b:s9");
        assert_eq!(TapData::parse(&puzzle.to_string()), Some(puzzle));
    }

    #[test]
    fn the_longest_data_fits_telegram() {
        let longest = TapData {
            target: Target::Attempt(i64::MAX),
            mark: Mark {
                plies: u32::MAX,
                hash: u32::MAX,
            },
            action: Action::Route {
                from: 72,
                to: 72,
                n: u8::MAX,
            },
        };
        let text = longest.to_string();
        assert!(text.len() <= DATA_MAX, "{} bytes: {text}", text.len());
        assert_eq!(TapData::parse(&text), Some(longest));
    }

    #[test]
    fn anything_else_is_not_key_data() {
        for bad in [
            "",
            "!accept #3",
            "key:7",
            "tap:",
            "tap:12",
            "tap:12:3.0000000a",
            "tap:12:3.0000000a:",
            "tap:12:3.0000000a:x",
            "tap:12:3.0000000A:o",
            "tap:12:3.000000a:o",
            "tap:-12:3.0000000a:o",
            "tap:012:3.0000000a:o",
            "tap:12:3.0000000a:s",
            "tap:12:3.0000000a:s1.2",
            "tap:12:3.0000000a:s999",
            "tap:12:3.0000000a:d1",
            "tap:12:3.0000000a:r1.2",
            "tap:12:3.0000000a:o:extra",
            "tap:99999999999999999999:3.0000000a:o",
            "tap:12:3.0000000a:s+1",
            "tap:12:3.0000000a:p",
            "tap:a:3.0000000a:o",
            "tap:a012:3.0000000a:o",
            "tap:aa12:3.0000000a:o",
            "tap:b12:3.0000000a:o",
        ] {
            assert_eq!(TapData::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_select_menus_option_carries_the_action() {
        let menu = data(Action::Pick(1)).to_string();
        assert_eq!(
            TapData::picked(&menu, "s23"),
            Some(data(Action::Select(23)))
        );
        assert_eq!(TapData::picked(&menu, "bogus"), None);
        let not_a_menu = data(Action::Board).to_string();
        assert_eq!(TapData::picked(&not_a_menu, "s23"), None);
    }

    #[test]
    fn marks_tell_positions_and_plies_apart() {
        let start = Position::start(Variant::English);
        let mv = start.parse_move("11-15").unwrap();
        let after = start.play(&mv);
        assert_eq!(Mark::of(0, &start), Mark::of(0, &start));
        assert_ne!(Mark::of(0, &start), Mark::of(1, &after));
        assert_ne!(Mark::of(4, &start), Mark::of(0, &start));
        assert_ne!(Mark::of(0, &start).hash, Mark::of(0, &after).hash);
    }

    #[test]
    fn square_codes_are_numbers_or_places_from_a1() {
        let v = Variant::English;
        for sq in v.squares() {
            assert_eq!(
                u16::from(code_of(v, sq)),
                u16::from(v.number_of(sq).unwrap())
            );
            assert_eq!(square_of(v, code_of(v, sq)), Some(sq));
        }
        let d = Variant::Dameo;
        assert_eq!(code_of(d, d.parse_square("a1").unwrap()), 1);
        assert_eq!(code_of(d, d.parse_square("b1").unwrap()), 2);
        assert_eq!(code_of(d, d.parse_square("h8").unwrap()), 64);
        assert_eq!(square_of(d, 0), None);
        assert_eq!(square_of(d, 65), None);
        let c = Variant::Canadian;
        assert_eq!(square_of(c, 72).map(|sq| code_of(c, sq)), Some(72));
    }
}
