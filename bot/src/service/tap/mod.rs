//! Moving by tapping: the board as keys (Telegram's inline keyboard), or a "Move" button and
//! select menus (Discord), in every variant.
//!
//! The logic lives here once for every platform: which pieces can move and where
//! ([`Choices`]), the keys and what each one's data says ([`TapData`], [`board_keys`],
//! [`menus`]), and what a press does ([`crate::service::Service::press`]).

pub(crate) mod choices;
mod data;
mod keyboard;
mod picker;
mod press;

pub use choices::{Choices, TapMove, square_order};
pub use data::{Action, DATA_MAX, Mark, PREFIX, SquareCode, TapData, code_of, square_of};
pub use keyboard::{
    BACK, BOARD_PROMPT, KEYS_MAX, ROW_MAX, TapBoard, View, board_keys, board_prompt, capture_label,
    layout, symbol,
};
pub use picker::{MENUS_MAX, OPTIONS_MAX, Step, menus};
