//! The Telegram adapter: long polling through teloxide, replies through the Bot API.

mod api;
mod incoming;
mod keyboard;
mod reply;
mod retry;
mod send;
