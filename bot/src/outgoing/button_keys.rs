//! Button commands that fit a platform's button payload (Telegram's 64-byte `callback_data`,
//! Discord's 100-character `custom_id`).
//!
//! A command that fits (`!accept #12`) travels as itself, so buttons keep working after a
//! restart; a longer one is kept here under a short key, which a restart forgets (the press
//! is then answered with a hint to type it).

use std::{
    collections::HashMap,
    sync::{
        Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

/// Marks a payload that is a key into [`ButtonKeys`], not a command (commands start with
/// `!` or `/`).
pub const KEY_PREFIX: &str = "key:";

/// What a pressed button asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pressed {
    Command(String),
    /// A long command's key from before a restart.
    Forgotten,
}

/// The long commands of the buttons sent since start, by key.
#[derive(Debug)]
pub struct ButtonKeys {
    /// The longest payload the platform carries, in bytes.
    limit: usize,
    long: Mutex<HashMap<u64, String>>,
    next: AtomicU64,
}

impl ButtonKeys {
    /// Keys for payloads of at most `limit` bytes.
    pub fn new(limit: usize) -> ButtonKeys {
        ButtonKeys {
            limit,
            long: Mutex::default(),
            next: AtomicU64::new(0),
        }
    }

    /// The payload of a button that sends `command`.
    pub fn payload(&self, command: &str) -> String {
        if command.len() <= self.limit && !command.starts_with(KEY_PREFIX) {
            return command.to_string();
        }
        let key = self.next.fetch_add(1, Ordering::Relaxed);
        self.long
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, command.to_string());
        format!("{KEY_PREFIX}{key}")
    }

    /// The command behind a pressed button's payload.
    pub fn pressed(&self, payload: &str) -> Pressed {
        let Some(key) = payload.strip_prefix(KEY_PREFIX) else {
            return Pressed::Command(payload.to_string());
        };
        let long = self.long.lock().unwrap_or_else(|e| e.into_inner());
        let known = key
            .parse()
            .ok()
            .and_then(|key: u64| long.get(&key).cloned());
        known.map_or(Pressed::Forgotten, Pressed::Command)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_commands_travel_as_themselves_and_long_ones_get_keys() {
        let keys = ButtonKeys::new(64);
        assert_eq!(keys.payload("!accept #12"), "!accept #12");
        assert_eq!(
            keys.pressed("!accept #12"),
            Pressed::Command("!accept #12".into())
        );
        let long = format!("!why {}", "1-5 ".repeat(30));
        let payload = keys.payload(&long);
        assert!(payload.len() <= 64);
        assert_eq!(keys.pressed(&payload), Pressed::Command(long));
        // A restart forgets the keys.
        assert_eq!(ButtonKeys::new(64).pressed(&payload), Pressed::Forgotten);
        // A command that looks like a key is kept under one too.
        let tricky = keys.payload("key:0");
        assert_ne!(tricky, "key:0");
        assert_eq!(keys.pressed(&tricky), Pressed::Command("key:0".into()));
    }
}
