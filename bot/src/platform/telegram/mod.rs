//! The Telegram Bot API as the bot speaks it: how it reaches the server ([`config`]), the
//! client for the calls it makes ([`api`], [`methods`]), the updates it takes by long polling ([`poll`]) or by webhook
//! ([`webhook`]), leniency towards servers that leave out documented fields ([`lenient`]),
//! how fast it may send ([`rates`]), and the rules of its text: HTML parse mode, UTF-16 lengths and offsets, limits ([`text`]).
//!
//! teloxide provides the update types and the polling requests; the rest is here because
//! teloxide's request layer drops what retrying needs (see [`api`]).

pub mod api;
pub mod config;
pub mod lenient;
pub mod methods;
pub mod poll;
pub mod rates;
pub mod text;
pub mod webhook;
