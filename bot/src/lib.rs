//! dama: a draughts bot for Discord, Telegram and the console.
//!
//! Data flows one way: an adapter turns a platform update into an [`message::Incoming`], the
//! service parses the command, checks it with the `rules` crate, commits it to the store in
//! one transaction, renders the board, and answers [`message::Reply`]s that the adapter sends.

pub mod adapters;
pub mod app;
pub mod cli;
pub mod clock;
pub mod command;
pub mod config;
pub mod i18n;
pub mod keys;
pub mod limits;
pub mod message;
pub mod metrics;
pub mod operating;
pub mod outgoing;
pub mod pairing;
pub mod platform;
pub mod pool;
pub mod rating;
pub mod scheduler;
pub mod service;
pub mod stop;
pub mod store;
pub mod textboard;
pub mod timing;
