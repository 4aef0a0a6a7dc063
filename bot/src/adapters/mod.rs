//! The chat platforms: each turns its updates into [`crate::message::Incoming`] and sends the
//! service's replies back.

pub mod console;
pub mod discord;
pub mod retry;
pub mod telegram;
