//! The chat platforms' own protocols, below the adapters: how to talk to a platform's servers
//! (its HTTP calls, its JSON, its limits and its ways of failing), and what every adapter
//! needs around that (repeating failed calls, keeping a chat's work in order).
//!
//! Nothing here knows the service, the commands or draughts: an adapter
//! ([`crate::adapters`]) uses these pieces to translate between its platform and the
//! service. Each platform's client knows that platform only.

pub mod discord;
pub mod in_flight;
pub mod per_chat;
pub mod retry;
pub mod telegram;
