//! The board as keys, as the service hands it to the adapters: a keyboard laid out like the
//! board (Telegram's inline keyboard), a button that opens a move picker and the picker's
//! select menus (Discord), and a press coming back. Each platform draws them in its own way;
//! what the keys mean, and what pressing one does, is the service's ([`crate::service::tap`]).

use crate::message::{Channel, Prompt, Reply, User};

/// What a board's keys move in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// A game, by its number.
    Game(i64),
    /// A puzzle being solved: the attempt (one person's, or a daily puzzle's in a channel).
    Attempt(i64),
}

/// A board keyboard: the keys of one position of one game (or puzzle), for its player to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardKeys {
    pub target: Target,
    /// Rows of keys from the top as the player to move sees the board (their pieces at the
    /// bottom), or the captures to choose from.
    pub rows: Vec<Vec<Key>>,
    /// One button that opens the move picker, for platforms that pick moves from menus.
    pub open: Key,
    /// What the keys answer: the position they were drawn for. The adapter hands it back
    /// with the message that carries them ([`crate::service::Backend::buttons_posted`]), so
    /// that they are taken off once the position changes or a newer board is posted. A
    /// puzzle's keys have none: they stay, and an older board's answer that it is out of date.
    pub prompt: Option<Prompt>,
}

impl BoardKeys {
    /// Every key, row by row.
    pub fn keys(&self) -> impl Iterator<Item = &Key> {
        self.rows.iter().flatten()
    }
}

/// One key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Key {
    /// What the key shows: a piece or an empty square and the square's name, a capture's
    /// route, a word.
    pub label: String,
    /// What it sends back when pressed (at most 64 bytes, ASCII).
    pub data: String,
    pub look: Look,
}

/// What a key stands for, for anything that draws keys as pictures (the README's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// A square no piece ever stands on (the light squares of an 8x8 board drawn whole).
    Blank,
    /// A playable square, with what stands there.
    Square {
        piece: Option<rules::Piece>,
        mark: Mark,
    },
    /// One of several captures to choose from.
    Choice,
    /// Back to the board with nothing chosen; opening the picker.
    Command,
}

/// How a square's key stands out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Plain,
    /// The piece chosen to move.
    Chosen,
    /// Where the chosen piece can go.
    Target,
}

/// A move picker: select menus, one after another (the pieces that can move, then where the
/// chosen one goes, then which capture), or one menu of every move when they are few.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picker {
    pub target: Target,
    /// What to do now ("Choose a piece to move").
    pub text: String,
    /// At most five menus of at most 25 options each.
    pub menus: Vec<Menu>,
    /// Back to the first step, when this is a later one.
    pub back: Option<Key>,
}

/// A select menu; choosing an option sends [`Menu::data`] with the option's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Menu {
    pub data: String,
    pub placeholder: String,
    pub options: Vec<MenuOption>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MenuOption {
    pub label: String,
    pub value: String,
    /// A second line under the label (the pieces a capture takes).
    pub description: Option<String>,
}

/// A key pressed or a menu option chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Press {
    /// Where the pressed message is.
    pub channel: Channel,
    pub presser: User,
    /// The key's data, or the menu's.
    pub data: String,
    /// The chosen option's value, for a menu.
    pub value: Option<String>,
    /// The language the presser's app reports, when the platform tells it.
    pub locale: Option<String>,
}

/// What a press does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PressAnswer {
    /// Nothing (a key that does nothing): the press is acknowledged, no more.
    Nothing,
    /// A short answer to the presser alone; `alert` for one they must read and dismiss (it
    /// was not theirs to press).
    Notice { text: String, alert: bool },
    /// The next step of choosing a move: the keyboard redrawn (a piece chosen, its
    /// destinations marked, or the captures to choose from), and the same step as a picker.
    Choose { keys: BoardKeys, picker: Picker },
    /// The move was made (or refused) exactly as if typed: the answers to post, as for a
    /// command (a refusal is for the presser alone). The pressed keyboard is among the ones
    /// they take off. `note` says what was played, for a picker that stays on screen.
    Played { replies: Vec<Reply>, note: String },
}
