//! The chat platforms: each turns its updates into [`crate::message::Incoming`] and sends the
//! service's replies back, through its platform's client ([`crate::platform`]).

pub mod console;
pub mod discord;
pub mod telegram;

/// Shared by every adapter; it lives with the platform clients, which repeat their calls.
pub use crate::platform::retry;
