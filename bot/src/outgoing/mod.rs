//! A reply on its way out, fitted to a platform's limits: pieces that each fit a message
//! ([`split`]), button commands that fit a button's payload ([`button_keys`]). Each adapter
//! says what its platform counts and allows; nothing here knows a platform.

pub mod button_keys;
pub mod progress;
pub mod split;
