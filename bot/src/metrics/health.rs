//! What `/healthz` reports of the adapters: each says whether it is connected to its
//! platform, and if not, why, in a few words.
//!
//! The application makes one [`Health`] and gives each adapter a [`Probe`] of it; the
//! database is asked at each request instead (see [`super::server`]).
//!
//! ```
//! use bot::metrics::{Health, Status};
//!
//! let health = Health::default();
//! let telegram = health.probe("telegram");
//! assert_eq!(health.report(), vec![("telegram", Status::Down("starting".into()))]);
//! telegram.up();
//! assert_eq!(health.report(), vec![("telegram", Status::Up)]);
//! telegram.down("getUpdates: connection refused");
//! assert!(!health.report()[0].1.is_up());
//! ```

use std::collections::BTreeMap;
use std::fmt;
use std::sync::{Arc, Mutex};

/// Whether a part of the bot can do its work.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Up,
    /// Not now, and why (short, never a secret).
    Down(String),
}

impl Status {
    pub fn is_up(&self) -> bool {
        *self == Status::Up
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Up => f.write_str("ok"),
            Status::Down(why) => f.write_str(why),
        }
    }
}

/// The adapters' connection states. Cheap to clone; clones share the states.
#[derive(Debug, Clone, Default)]
pub struct Health(Arc<Mutex<BTreeMap<&'static str, Status>>>);

impl Health {
    /// A probe for `part` (`telegram`, `discord`), down ("starting") until it says otherwise.
    pub fn probe(&self, part: &'static str) -> Probe {
        self.set(part, Status::Down("starting".into()));
        Probe {
            health: self.clone(),
            part,
        }
    }

    /// Every part and its state, by name.
    pub fn report(&self) -> Vec<(&'static str, Status)> {
        let parts = self.0.lock().unwrap_or_else(|e| e.into_inner());
        parts.iter().map(|(k, v)| (*k, v.clone())).collect()
    }

    fn set(&self, part: &'static str, status: Status) {
        let mut parts = self.0.lock().unwrap_or_else(|e| e.into_inner());
        parts.insert(part, status);
    }
}

/// How an adapter tells [`Health`] whether it is connected. The default one reports to a
/// `Health` nobody reads (an adapter run without a metrics server).
#[derive(Debug, Clone)]
pub struct Probe {
    health: Health,
    part: &'static str,
}

impl Default for Probe {
    fn default() -> Probe {
        Health::default().probe("adapter")
    }
}

impl Probe {
    pub fn up(&self) {
        self.health.set(self.part, Status::Up);
    }

    pub fn down(&self, why: impl Into<String>) {
        self.health.set(self.part, Status::Down(why.into()));
    }

    /// Whether the part is up now.
    pub fn is_up(&self) -> bool {
        self.health
            .report()
            .iter()
            .any(|(part, status)| *part == self.part && status.is_up())
    }
}
